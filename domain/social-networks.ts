/** The social networks a profile may link to (spec section 3). */
export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'Instagram', 'Youtube', 'TikTok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
