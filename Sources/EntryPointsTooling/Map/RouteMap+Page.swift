extension RouteMap {
    /// The page's content security policy: nothing from the network, inline
    /// style, and no script but ``script`` (allowed by its SHA-256 hash), so
    /// even a table string that escaped the escaping could run nothing.
    ///
    /// NB: the hash is of ``script`` exactly; a test recomputes it, and the
    /// browser check fails (the filter never starts) when it is stale.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
        + "script-src 'sha256-\(scriptHash)'"

    /// The SHA-256 of ``script``, in base64.
    static let scriptHash = "Fz30hulL0GuzdSP3HMOxQmvkH/I7fejx9uzi5L2Dj7Q="

    /// The search box's filter: hides the rows whose text does not hold every
    /// word typed, counts the rows shown, and marks the page as ready (the
    /// browser check reads that mark to know the script ran).
    static let script = """

        (function () {
          var input = document.getElementById("filter");
          var shown = document.getElementById("shown");
          var rows = Array.prototype.slice.call(document.querySelectorAll("#routes tbody tr"));
          function apply() {
            var words = input.value.toLowerCase().split(/\\s+/).filter(function (w) { return w.length > 0; });
            var count = 0;
            rows.forEach(function (row) {
              var text = row.textContent.toLowerCase();
              var hit = words.every(function (w) { return text.indexOf(w) >= 0; });
              row.hidden = !hit;
              if (hit) { count += 1; }
            });
            shown.textContent = count + " of " + rows.length + " routes shown";
          }
          input.addEventListener("input", apply);
          apply();
          document.documentElement.setAttribute("data-filter", "ready");
        })();

        """

    /// The page's style, on screen and on paper.
    static let style = """

        :root { color-scheme: light; --line: #d8dce3; --muted: #5b6472; --accent: #1f5fbf; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; margin: 24px; color: #1c2330; }
        h1 { font-size: 22px; margin: 0 0 6px; }
        h1 .file { font-weight: normal; color: var(--muted); font-size: 16px; margin-left: 8px; }
        h2 { font-size: 18px; margin: 28px 0 8px; }
        p { margin: 4px 0; }
        .about { max-width: 60em; }
        .facts, .fixtures { color: var(--muted); }
        .verdict.passed { color: #1d7a38; }
        .verdict.refused, .verdict.unreadable { color: #b42318; font-weight: 600; }
        .search { margin: 14px 0; }
        #filter { font: inherit; padding: 6px 10px; width: 28em; max-width: 90%; border: 1px solid #9aa3b2; border-radius: 6px; }
        #shown { color: var(--muted); margin-left: 8px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
        th { background: #f3f5f8; position: sticky; top: 0; font-weight: 600; }
        tbody tr:nth-child(even) { background: #fafbfc; }
        tr.flagged td:first-child { box-shadow: inset 3px 0 #d9822b; }
        ul { margin: 0; padding-left: 1.1em; }
        code { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eef1f5; padding: 0 3px; border-radius: 3px; overflow-wrap: anywhere; }
        td[data-column="patterns"] code, td[data-column="id"] strong { white-space: nowrap; }
        small { display: block; color: var(--muted); }
        li small, td > code + small { display: inline; }
        .none { color: #9aa3b2; }
        .internal { color: #7a4bb3; font-weight: 600; }
        .external { font-weight: 600; }
        .good { color: #1d7a38; white-space: nowrap; }
        .bad, .uncovered { color: #b42318; font-weight: 600; white-space: nowrap; }
        .mark { display: inline-block; margin-left: 6px; font-size: 11px; padding: 0 5px; border-radius: 8px; text-decoration: none; color: #fff; }
        .mark.error, li.error .severity { background: #b42318; }
        .mark.warning, li.warning .severity { background: #d9822b; }
        .mark.note, li.note .severity { background: #6b7280; }
        #findings ol { padding-left: 1.6em; }
        #findings li { margin: 4px 0; }
        .severity { color: #fff; font-size: 11px; padding: 0 5px; border-radius: 8px; }
        a { color: var(--accent); }
        @media print {
          body { margin: 0; font-size: 10px; }
          .search { display: none; }
          th { position: static; background: none; }
          tbody tr:nth-child(even) { background: none; }
          tr { break-inside: avoid; }
          thead { display: table-header-group; }
          code { background: none; padding: 0; font-size: 9.5px; }
          a { color: inherit; text-decoration: none; }
          .mark, .severity { color: #000; background: none; border: 1px solid #000; }
        }

        """
}
