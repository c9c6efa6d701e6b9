import { storedFlag } from '../../lib/stored-flag';
import { REGISTERED_FLAG_KEY } from './session-store';

/** Spec section 4: registration sets a 'registered' flag; logout resets it (forgetSessionUser). */
const registered = storedFlag(REGISTERED_FLAG_KEY, 'true');

export const setRegisteredFlag = (): void => registered.set();
export const hasRegisteredFlag = (): boolean => registered.isSet();

/**
 * Onboarding is over once the terms are accepted: from then on /RegisterPageV1 must not send the
 * person back to /ChooseRegister to pick a role again.
 */
export const clearRegisteredFlag = (): void => registered.clear();
