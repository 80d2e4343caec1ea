import EntryPoints

/// The association claim check the core's router calls for an external web
/// URL: the rules of the host's file, applied to the URL as written.
extension AssociationFile: WebLinkClaims {
    package func refusal(of url: NormalizedURL, fileHost: String, appID: String) -> String? {
        let written = AssociationURL(path: url.rawPath, query: url.rawQuery, fragment: url.rawFragment)
        switch evaluate(written, appID: appID) {
        case .claimed:
            return nil
        case .excluded(let rule):
            return "the apple-app-site-association file of \(fileHost) excludes \(url.rawPath) for \(appID) by \(rule)"
        case .notMatched:
            return "no rule of the apple-app-site-association file of \(fileHost) claims \(url.rawPath) for \(appID)"
        }
    }
}
