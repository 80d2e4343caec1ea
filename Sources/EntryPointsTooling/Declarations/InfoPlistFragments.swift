import EntryPoints

/// The property list fragments that make an app's declarations match its
/// route table (`entryd generate info-plist`): paste the first into the
/// Info.plist's top `<dict>`, the second into the entitlements'.
///
/// - `CFBundleURLTypes`: one URL type listing every table scheme (named
///   after the bundle identifier of `appID` when the table has one);
/// - `NSUserActivityTypes`: every activity type a route lists, system types
///   left out, in table order;
/// - `com.apple.developer.associated-domains`: `applinks:` for every table
///   domain and association-file host, in table order.
///
/// Static shortcut items are not generated: each needs a title the table
/// does not have. The text is the same, byte for byte, for the same table.
public enum InfoPlistFragments {
    /// Both fragments, each under an XML comment naming its file.
    public static func text(for table: RouteTable) -> String {
        var text = "<!-- Info.plist -->\n"
        text += "<key>CFBundleURLTypes</key>\n<array>\n"
        if !table.schemes.isEmpty {
            text += "\t<dict>\n"
            if let appID = table.appID, let dot = appID.firstIndex(of: ".") {
                text += "\t\t<key>CFBundleURLName</key>\n"
                text += "\t\t<string>\(escape(String(appID[appID.index(after: dot)...])))</string>\n"
            }
            text += "\t\t<key>CFBundleURLSchemes</key>\n\t\t<array>\n"
            for scheme in unique(table.schemes) { text += "\t\t\t<string>\(escape(scheme))</string>\n" }
            text += "\t\t</array>\n\t</dict>\n"
        }
        text += "</array>\n"
        let activities = unique(table.routes.flatMap(\.activities)).filter { !DeclarationCheck.isSystemActivity($0) }
        text += "<key>NSUserActivityTypes</key>\n<array>\n"
        for type in activities { text += "\t<string>\(escape(type))</string>\n" }
        text += "</array>\n"
        text += "<!-- entitlements -->\n"
        text += "<key>com.apple.developer.associated-domains</key>\n<array>\n"
        let listed = Set(table.domains.map { $0.lowercased() })
        let hosts = table.domains + table.associationFiles.keys.sorted().filter { !listed.contains($0.lowercased()) }
        for host in unique(hosts) { text += "\t<string>applinks:\(escape(host))</string>\n" }
        text += "</array>\n"
        return text
    }

    /// `values` without repeats, first occurrence kept.
    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// `text` with XML's specials escaped.
    private static func escape(_ text: String) -> String {
        XMLEscaping.escape(text, inAttribute: false)
    }
}
