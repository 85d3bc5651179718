export const paymentPages = {
  checkout: {
    title: 'Checkout',
    description: 'Pay for your health package securely online.',
    heading: 'Checkout',
    lead: 'Review your order and pay securely. You will be taken to our payment partner to complete the payment.',
    item: 'Health check-up package',
    quantityLabel: 'Quantity: 1',
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
