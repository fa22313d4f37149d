/* global document */
// Runs before the first paint (index.html loads it in <head>): applies the theme chosen in
// Settings, so a light choice on a dark system never flashes black. No choice: the system's.
try {
  var theme = localStorage.getItem('ritual.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // storage refused (a private window): the system's theme it is
}
