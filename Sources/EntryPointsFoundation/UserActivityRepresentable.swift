import EntryPoints
import Foundation

/// The fields of `NSUserActivity` that routing reads, with Apple's names and
/// types, so the real class conforms in one line (see
/// `NSUserActivity+UserActivityRepresentable.swift`) and tests use doubles of
/// the same shape.
///
/// Each requirement quotes the SDK declaration it mirrors. The SDK's
/// properties are settable; reading is all routing needs.
public protocol UserActivityRepresentable {
    /// `var activityType: String { get }`
    var activityType: String { get }
    /// `var webpageURL: URL? { get set }`
    var webpageURL: URL? { get }
    /// `@available(iOS 11.0, macOS 10.13, *) var referrerURL: URL? { get set }`
    var referrerURL: URL? { get }
    /// `var title: String? { get set }`
    var title: String? { get }
    /// `var userInfo: [AnyHashable : Any]? { get set }`
    var userInfo: [AnyHashable: Any]? { get }
    /// `@available(iOS 13.0, macOS 10.15, *) var targetContentIdentifier: String? { get set }`
    var targetContentIdentifier: String? { get }
    /// `@available(iOS 12.0, macOS 10.15, *) var persistentIdentifier: NSUserActivityPersistentIdentifier? { get set }`,
    /// where `NSUserActivityPersistentIdentifier` is `String`.
    var persistentIdentifier: String? { get }
}

extension UserActivity {
    /// The entry for a continued user activity (Handoff, Spotlight, a
    /// universal link opened from another app).
    ///
    /// `userInfo` converts value by value (``PropertyListConversion``); what
    /// cannot be converted is left out and handed to `skipped`.
    public init(
        _ activity: some UserActivityRepresentable,
        skipped: (PropertyListConversion.Skipped) -> Void = { _ in }
    ) {
        let userInfo = activity.userInfo.map { PropertyListConversion($0) }
        userInfo?.skipped.forEach(skipped)
        self.init(
            activityType: activity.activityType, webpageURL: activity.webpageURL?.absoluteString,
            referrerURL: activity.referrerURL?.absoluteString, title: activity.title, userInfo: userInfo?.object,
            targetContentIdentifier: activity.targetContentIdentifier,
            persistentIdentifier: activity.persistentIdentifier)
    }
}
