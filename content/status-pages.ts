export const notFoundContent = {
  title: 'Page not found',
  label: '404',
  heading: 'We could not find that page',
  lead: 'The page may have moved, or the address may be mistyped. You can find a doctor, browse our specialities or call us any time.',
};

export const errorContent = {
  label: 'Something went wrong',
  heading: 'This page could not be loaded',
  lead: 'Please try again in a moment. If you need help now, call our 24/7 helpline.',
  retryLabel: 'Try again',
};
