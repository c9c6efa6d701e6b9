/** Spec section 9: the error list shown to the person clears itself after 5000 ms. */
export const ERROR_LIST_TIMEOUT_MS = 5000;
