/**
 * The payment methods the demo offers, WooCommerce's two offline gateways with the titles,
 * descriptions and bank account a Turkish shop owner typed into their settings. An order paid
 * by bank transfer waits on hold; cash on delivery goes straight to processing.
 */
export interface PaymentGateway {
  id: 'bacs' | 'cod';
  title: string;
  description: string;
  /** what the order-received page prints under the overview (the gateway's instructions) */
  instructions: string;
  /** the status process_payment() leaves a paid-later order in */
  orderStatus: 'on-hold' | 'processing';
}

export interface BankAccount {
  accountName: string;
  bankName: string;
  accountNumber: string;
  iban: string;
  bic: string;
}

export const paymentGateways: readonly PaymentGateway[] = [
  {
    id: 'bacs',
    title: 'Banka havalesi/EFT',
    description: 'Ödemenizi doğrudan banka hesabımıza yapın. Açıklama alanına sipariş numaranızı yazın.',
    instructions: '',
    orderStatus: 'on-hold',
  },
  {
    id: 'cod',
    title: 'Kapıda ödeme',
    description: 'Siparişinizi teslim alırken nakit ödeyin.',
    instructions: 'Siparişinizi teslim alırken nakit ödeyin.',
    orderStatus: 'processing',
  },
];

/** The bank transfer gateway's account (woocommerce_bacs_accounts). */
export const bankAccounts: readonly BankAccount[] = [
  {
    accountName: 'Fırsat Çarşısı Ticaret A.Ş.',
    bankName: 'Demo Bankası',
    accountNumber: '12345678',
    iban: 'TR33 0006 1005 1978 6457 8413 26',
    bic: 'DEMOTRIS',
  },
];

/** The gateway a posted `payment_method` names, or null (WooCommerce: "Invalid payment method."). */
export function findGateway(id: string | undefined): PaymentGateway | null {
  return paymentGateways.find((gateway) => gateway.id === id) ?? null;
}
