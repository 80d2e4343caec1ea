/// The texts of `entryd --help` and of usage errors.
enum Usage {
    /// The synopsis, shown under every usage error.
    static let synopsis = """
        usage: entryd [--routes FILE] [--input PATH [--follow]] [--emit-state] [--cold-start]
                      [--summary] [--max-line-bytes N] [--max-held N] [--resolutions FILE]
               entryd check --routes FILE [--json] [--strict]
                            [--info-plist FILE] [--entitlements FILE]
               entryd aasa --routes FILE
               entryd test [PATH...] [--routes FILE] [--junit FILE] [--record] [--exact]
                           [--coverage]
               entryd map --routes FILE [--fixtures PATH...] [--output FILE]
               entryd generate swift --routes FILE [--access internal|public] [--output FILE]
                                     [--diagnostics text|compiler]
               entryd generate info-plist --routes FILE
               entryd --help | --version
        """

    /// The line on standard error when a person runs entryd at a terminal
    /// without `--routes`.
    static let demoTableNote = """
        entryd: routing with the built-in demo table (Fixtures/demo/routes.json); \
        give --routes FILE for yours. One JSON event per line; end with Ctrl-D.

        """

    /// The full help.
    static let help = """
        entryd: route app entries (URLs, shortcuts, user activities, notification
        responses, intents) to typed routes. Reads one JSON event per line and writes
        one JSON result per non-blank line, in input order, to standard output.

        \(synopsis)

        options:
          --routes FILE         The route table (JSON). Without it, the built-in demo
                                table, which is the file Fixtures/demo/routes.json
                                (at a terminal, one line on standard error says so).
          --input PATH          Read events from a file or a named pipe instead of
                                standard input ('-' means standard input).
          --follow              With --input naming a named pipe: at the end of each
                                writer's input, reopen it and wait for the next
                                writer, until SIGINT or SIGTERM.
          --emit-state          Add the navigation state after each event to its result.
          --cold-start          Hold entries (deferred, not-ready) until a "ready" event,
                                at most --max-held of them.
          --summary             At the end, print to standard error the event lines
                                (a launch is one) and the result lines apart, counts
                                by status and reason, and the most frequent
                                unmatched URLs.
          --max-line-bytes N    The longest input line in bytes (default 1048576); a
                                longer line gets invalid/line-too-long and is skipped.
          --max-held N          The most entries held before "ready" (default 10000);
                                one more drops the oldest held entry, which gets a
                                rejected/dropped line of its own.
          --resolutions FILE    The resolutions of links under the table's "resolve"
                                prefixes: a JSON object of link (as the events write
                                it) to URL string or null. A link it does not name,
                                or names with null, has none: the table's fallback
                                route, or unmatched/unresolved. Without it, no link
                                has a resolution.
          -h, --help            Show this help.
          --version             Show the version ("entryd 1.2.3").

        subcommands:
          check                 Validate the table (every error by JSON path, a
                                table that is not JSON by line and column) and
                                report as warnings unknown keys, conflicts,
                                unreachable routes, duplicate triggers, examples
                                that do not open their route (each routed as on
                                a ready app where every guard holds), and the
                                cross-check with the table's association files,
                                as one line per finding and a summary line;
                                notes (never refusing) name guards no route
                                requires or that drop links, and routes without
                                examples;
                                --json prints it as JSON. --strict refuses the
                                table (65) for any warning too, so CI fails on a
                                misspelt key such as "requries".
                                --info-plist FILE and --entitlements FILE (XML or
                                binary property lists) also hold the table against
                                the app's declarations: URL schemes, applinks:
                                domains (?mode=developer understood), user activity
                                types and static shortcut items, both ways, each
                                finding naming both places (warnings).
          aasa                  Print an apple-app-site-association file claiming
                                the table's external web routes for its appID.
          test [PATH...]        Run fixture folders (routes.json, events.jsonl,
                                expected.jsonl, optional args; a PATH may hold such
                                folders; default Fixtures) and compare each result
                                line with the expected one: every key of the
                                expected line equal in the actual one,
                                "message":"*" for any sentence, the same number of
                                lines (--exact: also no other keys, same order).
                                Prints each failing folder's first differing line,
                                expected versus actual with the differing keys
                                marked, and a summary line; exit 0 when all pass,
                                1 when any differs. --junit FILE also writes a JUnit XML
                                report; --record rewrites expected.jsonl from the
                                output, keeping "*" messages. A folder without
                                routes.json uses --routes FILE (the app's table),
                                else the built-in demo table. --coverage prints,
                                after the summary, per route table used,
                                "coverage FILE: N of M routes routed; not routed:
                                id, id" (none when every route was); it changes
                                no exit status.
          map                   Write the route map: one self-contained HTML page
                                (no network resources, printable, with a search
                                box) showing every route of the table in table
                                order with its patterns, examples (and whether
                                each opens it), other ways in, guards, landing,
                                window and what it opens, then check's findings.
                                --fixtures PATH... runs those fixture folders
                                first and adds how many result lines routed each
                                route. --output FILE writes the page there
                                instead of standard output. Exit status as for
                                check (a refused table's page shows why).
          generate swift        Write Swift source with a typed route per table
                                route (the Typed routes article), the same bytes
                                for the same table; --access public makes it
                                public (default internal); --output FILE writes
                                it there instead of standard output. A table
                                check --strict refuses is refused (65), with
                                the same report on standard error; with
                                --diagnostics compiler, as FILE:LINE:COL: error:
                                lines that IDEs and CI annotators point at.
          generate info-plist   Print the Info.plist and entitlements fragments
                                (URL types, activity types, applinks: domains) that
                                declare what the table routes.

        A misspelt option names the closest one: '--routs' (did you mean '--routes'?).

        exit status:
          0    the input ended (invalid lines included), SIGINT or SIGTERM stopped
               it (in any phase), or the output pipe was closed; check: the table
               passed; test: every fixture passed
          1    test: some fixture differs or cannot run
          64   bad usage
          65   the route table was refused (check --strict: also for a warning),
               or it or an association file is over 32 MiB
          74   the input, the route table or an association file cannot be read
               (or is not a regular file), or the output cannot be written

        examples:
          entryd < Fixtures/demo/events.jsonl
          echo '{"type":"url","url":"demoapp://story/42"}' | entryd --emit-state
          entryd --routes routes.json --input events.jsonl --summary
          mkfifo /tmp/entries; entryd --input /tmp/entries --follow
          entryd check --routes routes.json --json
          entryd check --routes routes.json --strict
          entryd aasa --routes routes.json > apple-app-site-association
          entryd test Fixtures --junit fixtures.xml
          entryd test Fixtures --coverage
          entryd map --routes routes.json --fixtures EntryFixtures --output routes.html
          entryd check --routes routes.json --info-plist App/Info.plist \\
                       --entitlements App/App.entitlements --strict
          entryd generate swift --routes routes.json --output Routes.generated.swift

        """
}
