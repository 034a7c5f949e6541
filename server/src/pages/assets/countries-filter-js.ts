// Progressive enhancement for /countries: filters the rows while typing. Without script the same form
// submits `?q=` and the server filters, so this only saves the round trip. The folding of names mirrors
// core's normalizeName, so both ways give the same rows.
export const countriesFilterJs = `"use strict";
(function () {
  var input = document.getElementById("filter");
  var count = document.getElementById("filter-count");
  var rows = Array.prototype.slice.call(document.querySelectorAll("tbody tr[data-names]"));
  if (!input || !count || rows.length === 0) return;
  var total = rows.length;
  function fold(s) {
    return s.normalize("NFKD").replace(/\\p{M}/gu, "").toLowerCase().replace(/['\\u2019\\u02bc\`\\u00b4]/g, "")
      .replace(/&/g, " and ").replace(/[^\\p{L}\\p{N}]+/gu, " ").trim();
  }
  function apply() {
    var q = fold(input.value);
    var shown = 0;
    rows.forEach(function (row) {
      var names = row.getAttribute("data-names") || "";
      var hit = q === "" || names.split("|").some(function (n) { return n.indexOf(q) >= 0; }) ||
        row.getAttribute("data-iso2") === q;
      row.hidden = !hit;
      if (hit) shown++;
    });
    count.textContent = q === "" ? total + " countries and territories." : shown + " of " + total + " match \\u201c" + input.value.trim() + "\\u201d.";
  }
  input.addEventListener("input", apply);
})();
`;
