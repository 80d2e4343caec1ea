import EntryPoints
import Foundation

/// The fields of `UIApplicationShortcutItem` (a home-screen quick action),
/// with Apple's names and types; each requirement quotes the SDK declaration.
public protocol ShortcutItemRepresentable {
    /// `var type: String { get }`
    var type: String { get }
    /// `var localizedTitle: String { get }`
    var localizedTitle: String { get }
    /// `var localizedSubtitle: String? { get }`
    var localizedSubtitle: String? { get }
    /// `var userInfo: [String : any NSSecureCoding]? { get }`
    var userInfo: [String: any NSSecureCoding]? { get }
}

extension ShortcutItem {
    /// The entry for a home-screen quick action; `userInfo` converts value by
    /// value, what cannot be converted goes to `skipped`.
    public init(
        _ item: some ShortcutItemRepresentable,
        skipped: (PropertyListConversion.Skipped) -> Void = { _ in }
    ) {
        let userInfo = item.userInfo.map { PropertyListConversion($0) }
        userInfo?.skipped.forEach(skipped)
        self.init(
            type: item.type, localizedTitle: item.localizedTitle, localizedSubtitle: item.localizedSubtitle,
            userInfo: userInfo?.object)
    }
}
