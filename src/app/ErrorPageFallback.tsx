/** docs/product.md §2: what shows when the error page itself fails. A plain link: the router may be broken. */
export function ErrorPageFallback() {
  return (
    <main className="error-page">
      <p>An error occurred while showing the error page</p>
      <a href="/">Go back to home</a>
    </main>
  );
}
