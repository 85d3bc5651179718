// The smallest Next app: the comparison point for the site's throughput.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
