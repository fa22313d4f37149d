/* global document */
// Runs before the first paint (index.html loads it in <head>): applies the theme chosen in
// Settings, so a light choice on a dark system never flashes black. No choice: the system's.
// It also readies a prerendered public page (docs/architecture.md) for the time before the app
// takes it over, below.
try {
  var theme = localStorage.getItem('ritual.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // storage refused (a private window): the system's theme it is
}

// A prerendered public page (a visitor's, such as the landing) is hidden at once on a device whose
// last check found someone signed in (src/app/shell-hint.ts): the app draws their page instead,
// and the visitor's must not flash first. base.css does the hiding.
try {
  if (localStorage.getItem('ritual.signed-in') === '1')
    document.documentElement.dataset.signedIn = '';
} catch {
  // storage refused: a visitor's page is what there is to show
}

// A form on a prerendered page sent before the app took it over (a quick Enter on the login) would
// post natively, to a server with no answer for it and with the password in the request: it is
// held instead, and the form sends it once the app runs (src/app/AuthScreen.tsx).
document.addEventListener(
  'submit',
  function (event) {
    var form = event.target;
    if (!form.closest || !form.closest('#root[data-prerendered]')) return;
    event.preventDefault();
    form.setAttribute('data-held-submit', '');
  },
  true,
);

// A button on a drawn or prerendered page pressed before the app took it over (Play, Video Chat on
// a public journal) would do nothing: it is marked instead, and pressed again as soon as the app
// runs (src/app/take-over.ts), on the very element, which the takeover keeps. A form's own submit
// button is left to the submit above.
document.addEventListener(
  'click',
  function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || !button.closest('#root[data-prerendered]')) return;
    if (button.type === 'submit' && button.form) return;
    event.preventDefault();
    event.stopPropagation();
    button.setAttribute('data-held-click', '');
  },
  true,
);
