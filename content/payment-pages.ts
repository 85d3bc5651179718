export const paymentPages = {
  checkout: {
    title: 'Checkout',
    description: 'Pay for your health package securely online.',
    heading: 'Checkout',
    label: 'Secure payment',
    lead: 'Review your order and pay securely. You will be taken to our payment partner to complete the payment.',
    order: {
      caption: 'Your order',
      item: 'Wellness package',
      itemDetail: 'A full-body health check-up at any Amandeep Hospital unit',
      /** Rupees; the spec's price of every wellness package. */
      unitPrice: 2499,
      columns: { item: 'Item', quantity: 'Quantity', price: 'Price' },
      totalLabel: 'Total',
    },
  },
  success: {
    title: 'Payment Successful',
    description: 'Your payment was successful.',
    label: 'Payment received',
    heading: 'Payment Successful',
    lead: 'Thank you. Your payment has been received and a confirmation will reach you shortly.',
  },
  cancel: {
    title: 'Payment Cancelled',
    description: 'Your payment was cancelled.',
    label: 'Payment not taken',
    heading: 'Payment Cancelled - You can try again anytime.',
    lead: 'No money has been taken from your account.',
  },
};
