// The pages of the MCR, MVE, PXC, MegaDirect, exchange-point and service key screens: one lazily loaded chunk
// (decision 0018).
export { AdminOrderExchangePage } from './order-exchange-page';
export { OrderMcrPage, OrderMvePage } from './order-mcr-mve-pages';
export { MegaDirectPage, OrderPxcPage } from './order-pxc-megadirect-pages';
export { AdminServiceKeyPage, ServiceKeysPage } from './service-keys-page';
