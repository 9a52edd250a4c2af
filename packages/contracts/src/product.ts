/** The product's name, shown in page titles and on the sign-in page. */
export const PRODUCT_NAME = 'AirSight';
