/** The price lookup's and the price lists' words (decision 0027), where the spec has none. */

export const PRICE_LOOKUP_MESSAGES = {
  noPrice: 'There is no price for this product here yet. Please contact us for a quote.',
  promoNotForProduct: 'This promo code does not apply to this product.',
  promoNotInRegion: 'This promo code does not apply in this country.',
  promoAboveSpeedCap: 'This promo code applies only up to its speed cap.',
  promoOtherCurrency: 'This promo code is for prices in another currency.',
  promoCreditUsedUp: 'The credit is used up by the lines above.',
  promoOncePerOrder: 'This promo code applies. It is used once for the whole order, whatever the number of lines.',
  promoNothingToPrice: 'There is nothing in this quote the promo code could apply to.',
  dailyNotForProduct: 'Only VXCs may be charged by the day.',
  vxcEndsRequired: 'A VXC price needs an A end and a B end.',
  locationRequired: 'Please choose a location.',
} as const;

/**
 * Our messages for list prices and customers' price books, where the spec has none (decision 0027); the dated-price
 * rules they share with the VXC and MVE prices speak with `PRICEBOOK_RULE_MESSAGES`.
 */
export const PRICING_MESSAGES = {
  priceAdded: 'Price added OK',
  priceEdited: 'Future price edited OK',
  priceDeleted: 'Future price deleted OK',
  customAdded: 'Price book item added',
  customRemoved: 'Price book item removed',
  customStartsBeforeToday: 'A price book item cannot start before today.',
  locationNotInMarket: 'That location is not in this market',
  overlap: 'Another price of the same product, place, speed and term starts that day or is set to run into these days.',
  customOverlap:
    'This customer already has a price for the same product and place starting that day or set to run into these days.',
  customNotFound: 'Price book item not found',
  customEnded: 'This item has already ended.',
  companyNotFound: 'Company not found',
  locationNotFound: 'Location not found',
} as const;
