/// The hook the router calls before it matches an external web URL: is this
/// URL claimed for the app by its host's association file?
///
/// The core holds only this question. `EntryPointsTooling` answers it with
/// parsed `apple-app-site-association` files, which it loads into
/// ``RouteTable/associationFiles``; an app never needs to, since iOS itself
/// decides which universal links the app receives.
package protocol WebLinkClaims: Hashable, Sendable {
    /// `nil` when the file claims `url` for `appID`; otherwise the sentence
    /// saying why not, naming `fileHost`, the host whose file was asked.
    func refusal(of url: NormalizedURL, fileHost: String, appID: String) -> String?

    /// What the file holds that iOS may read otherwise than its author
    /// meant; reported after the table's own warnings.
    var warnings: [EntryPointsError] { get }
}

/// The association files of a table by host, compared by content.
///
/// NB: a wrapper only so that ``RouteTable`` keeps its synthesized
/// `Hashable` while holding existentials.
struct WebLinkClaimsByHost: Hashable, Sendable {
    var byHost: [String: any WebLinkClaims] = [:]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.byHost.count == rhs.byHost.count
            && lhs.byHost.allSatisfy { host, claims in
                rhs.byHost[host].map { AnyHashable($0) == AnyHashable(claims) } ?? false
            }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(byHost.keys.ascending)
    }
}
