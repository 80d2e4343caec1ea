import EntryPoints

/// Holds a route table against what the app declares (``AppDeclarations``),
/// in both directions where both make sense, each finding naming the place
/// in the table and the place in the property list:
///
/// - a table scheme no `CFBundleURLTypes` entry lists (`check.scheme-not-declared`),
///   and a declared scheme the table neither lists nor passes through with a
///   `SCHEME:` entry (`check.scheme-unused`);
/// - a table domain (or association-file host) with no `applinks:` entry in
///   `com.apple.developer.associated-domains` (`check.domain-not-declared`),
///   and an `applinks:` host the table's domains do not cover (`check.domain-unrouted`);
///   `?mode=developer` is understood and ignored;
/// - an activity type a route lists that `NSUserActivityTypes` lacks
///   (`check.activity-not-declared`), and a declared type no route lists
///   (`check.activity-unrouted`); system types (`NSUserActivityTypeBrowsingWeb`,
///   Core Spotlight's) need no declaration, and SiriKit intent class names
///   (ending in `Intent`), which the same key lists, are not entries;
/// - a static `UIApplicationShortcutItems` type no route lists and whose
///   user info has no `url` to fall back to (`check.shortcut-unrouted`).
///   The reverse is not checked: apps add dynamic shortcut items at run time.
///
/// Every finding is a warning; a strict check makes them refuse the table.
/// A declared value that holds a build setting is a note and is not compared.
public struct DeclarationCheck: Sendable {
    /// The table.
    public var table: RouteTable
    /// What the app declares.
    public var declarations: AppDeclarations

    /// A check of `table` against `declarations`.
    public init(table: RouteTable, declarations: AppDeclarations) {
        self.table = table
        self.declarations = declarations
    }

    /// Every finding, Info.plist's first (schemes, activities, shortcuts), then the entitlements'.
    ///
    /// A declared value that still holds a build setting (`$(PRODUCT_BUNDLE_IDENTIFIER).compose`)
    /// cannot be compared: it gets a note (`check.unexpanded-variable`) and
    /// is left out. Point the check at the built app's Info.plist, where
    /// Xcode has expanded them, to compare those too.
    public func findings() -> [CheckReport.Finding] {
        var checked = declarations
        var findings: [CheckReport.Finding] = []
        func expanded(_ declared: AppDeclarations.Declared) -> Bool {
            guard declared.value.contains("$(") || declared.value.contains("${") else { return true }
            findings.append(
                CheckReport.Finding(
                    severity: .note, code: EntryPointsError.Code.checkUnexpandedVariable.rawValue,
                    location: declared.location,
                    message:
                        "\"\(declared.value)\" holds a build setting, so it was not compared; check the built app's Info.plist or entitlements to compare it"
                ))
            return false
        }
        checked.urlSchemes = declarations.urlSchemes.filter(expanded)
        checked.activityTypes = declarations.activityTypes.filter(expanded)
        checked.shortcutTypes = declarations.shortcutTypes.filter { expanded($0.item) }
        checked.appLinkDomains = declarations.appLinkDomains.filter(expanded)
        let check = DeclarationCheck(table: table, declarations: checked)
        if declarations.infoPlistPath != nil {
            findings += check.schemeFindings() + check.activityFindings() + check.shortcutFindings()
        }
        if declarations.entitlementsPath != nil { findings += check.domainFindings() }
        return findings
    }

    private func warning(_ code: EntryPointsError.Code, _ location: String, _ message: String) -> CheckReport.Finding {
        CheckReport.Finding(severity: .warning, code: code.rawValue, location: location, message: message)
    }

    private var infoPlist: String { declarations.infoPlistPath ?? "Info.plist" }
    private var entitlements: String { declarations.entitlementsPath ?? "the entitlements" }

    func schemeFindings() -> [CheckReport.Finding] {
        let declared = Set(declarations.urlSchemes.map { $0.value.lowercased() })
        // NB: a scheme a `SCHEME:` pass-through entry covers is declared for
        // someone else (a sign-in SDK's callback): the table hands its links on.
        let listed = Set(
            table.schemes.map { $0.lowercased() }
                + table.passThrough.filter { $0.host == nil }.map { $0.scheme.lowercased() })
        var findings: [CheckReport.Finding] = []
        for (index, scheme) in table.schemes.enumerated() where !declared.contains(scheme.lowercased()) {
            findings.append(
                warning(
                    .checkSchemeNotDeclared, "schemes[\(index)]",
                    "scheme \"\(scheme)\" is not declared: no CFBundleURLTypes[*].CFBundleURLSchemes of \(infoPlist) lists it, so iOS never opens the app for \(scheme): links"
                ))
        }
        for scheme in declarations.urlSchemes where !listed.contains(scheme.value.lowercased()) {
            findings.append(
                warning(
                    .checkSchemeUnused, scheme.location,
                    "scheme \"\(scheme.value)\" is declared but the table's schemes (schemes) do not list it, so every \(scheme.value): link is rejected scheme-not-allowed; if its links belong to an SDK (a sign-in callback), list \"\(scheme.value):\" in passThrough"
                ))
        }
        return findings
    }

    func domainFindings() -> [CheckReport.Finding] {
        let declared = Set(declarations.appLinkDomains.map { $0.value.lowercased() })
        var hosts: [(host: String, location: String)] = table.domains.enumerated().map { ($1, "domains[\($0)]") }
        let listed = Set(table.domains.map { $0.lowercased() })
        for host in table.associationFiles.keys.sorted() where !listed.contains(host.lowercased()) {
            hosts.append((host, "associationFiles.\(host)"))
        }
        var findings: [CheckReport.Finding] = []
        for (host, location) in hosts where !declared.contains(host.lowercased()) {
            findings.append(
                warning(
                    .checkDomainNotDeclared, location,
                    "domain \"\(host)\" has no \"applinks:\(host)\" in com.apple.developer.associated-domains of \(entitlements), so iOS opens its links in Safari"
                ))
        }
        for domain in declarations.appLinkDomains where !covers(domain.value) {
            findings.append(
                warning(
                    .checkDomainUnrouted, domain.location,
                    "applinks domain \"\(domain.value)\" is not covered by the table's domains (domains), so its universal links open the app only to be rejected domain-not-associated"
                ))
        }
        return findings
    }

    /// Whether the table's domains (or association-file hosts) take web links of `host`.
    private func covers(_ host: String) -> Bool {
        let host = host.lowercased()
        for domain in table.domains.map({ $0.lowercased() }) + table.associationFiles.keys.map({ $0.lowercased() }) {
            if domain == host { return true }
            // NB: `*.example.com` covers `a.example.com` and `*.a.example.com`, never `example.com`.
            guard domain.hasPrefix("*.") else { continue }
            let suffix = domain.dropFirst(1)
            let bare = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
            if bare.hasSuffix(suffix), bare.count > suffix.count { return true }
        }
        return false
    }

    /// Activity types the system defines, which Info.plist need not list.
    static func isSystemActivity(_ type: String) -> Bool {
        type == "NSUserActivityTypeBrowsingWeb" || type.hasPrefix("com.apple.corespotlight")
    }

    func activityFindings() -> [CheckReport.Finding] {
        let declared = Set(declarations.activityTypes.map(\.value))
        var routed: Set<String> = []
        var findings: [CheckReport.Finding] = []
        for (index, route) in table.routes.enumerated() {
            for type in route.activities {
                routed.insert(type)
                guard !declared.contains(type), !Self.isSystemActivity(type) else { continue }
                findings.append(
                    warning(
                        .checkActivityNotDeclared, "routes[\(index)].activity",
                        "activity type \"\(type)\" of route \(route.id) is missing from NSUserActivityTypes of \(infoPlist), so iOS does not hand such activities to the app"
                    ))
            }
        }
        for type in declarations.activityTypes
        where !routed.contains(type.value) && !Self.isSystemActivity(type.value) && !type.value.hasSuffix("Intent") {
            findings.append(
                warning(
                    .checkActivityUnrouted, type.location,
                    "activity type \"\(type.value)\" is declared but no route's activity (routes[*].activity) lists it, so it ends unmatched"
                ))
        }
        return findings
    }

    func shortcutFindings() -> [CheckReport.Finding] {
        let routed = Set(table.routes.flatMap(\.shortcuts))
        return declarations.shortcutTypes.filter { !routed.contains($0.item.value) && !$0.hasURL }.map {
            warning(
                .checkShortcutUnrouted, $0.item.location,
                "shortcut item type \"\($0.item.value)\" is declared but no route's shortcut (routes[*].shortcut) lists it and its user info has no url, so it ends unmatched"
            )
        }
    }
}
