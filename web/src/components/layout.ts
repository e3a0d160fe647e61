/**
 * Layout sizes and media queries, one home for the shell, the shared components and the features
 * (the theme reads the header height from here).
 */

/** Header height (seed 000/001 section 9). */
export const HEADER_HEIGHT = '64px';
/** Mobile layout below 900 px (seed 001 section 2.7). */
export const MOBILE_MAX = 899.98;
export const desktopMedia = '@media screen and (min-width: 900px)';
export const mobileMedia = `@media screen and (max-width: ${MOBILE_MAX}px)`;
