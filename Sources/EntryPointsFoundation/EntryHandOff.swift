import EntryPoints
import Foundation

/// One entry left for the full app's first launch by an App Clip, an
/// extension, or a web-to-app flow: a small, vendor-free replacement for a
/// deferred deep link, through a folder both apps share (an App Group's
/// container).
///
/// The writer leaves one event line of the event format with its creation
/// time; the app takes it, exactly once, on its first launch and opens it:
///
/// ```swift
/// // The App Clip, when it hands over to the full app:
/// try EntryHandOff(appGroup: "group.com.demo.app")?.leave(.url(URLEntry(invocationURL)))
///
/// // The full app, once its controller exists:
/// if let handOff = EntryHandOff(appGroup: "group.com.demo.app"), let taken = try? handOff.take() {
///     controller.open(taken.entry, identity: taken.identity)
/// }
/// ```
///
/// **Exactly once.** ``take(at:)`` first renames the file to a name of its
/// own (one atomic `rename`), so of two processes or threads taking at once
/// only one gets it; it then reads and removes it. ``leave(_:at:)`` writes a
/// file of its own and renames it into place, so a reader never sees a line
/// half-written by it; a newer entry replaces an older one. A file written
/// some other way and found incomplete is refused and removed.
///
/// **Expiry.** An entry older than ``maximumAge`` (by default
/// ``defaultMaximumAge``, 24 hours) is refused and removed: a link tapped
/// yesterday should not open today.
///
/// **What it does not do.** No pasteboard, no network, no fingerprinting:
/// the two apps must share the folder, which an App Clip and its full app
/// can (the Links that are not routes article).
public struct EntryHandOff: Sendable {
    /// The file's name in the shared folder.
    public static let fileName = "EntryPoints-hand-off.jsonl"
    /// How long a left entry stays good: 24 hours.
    public static let defaultMaximumAge: TimeInterval = 24 * 60 * 60
    /// The most bytes a hand-off file may hold: 64 KiB, far more than one entry needs.
    public static let maximumFileSize = 64 * 1024
    /// The prefix of every ``Taken/identity``, so an observer or a recorder
    /// can tell a handed-off entry from one the system delivered.
    public static let identityPrefix = "entrypoints.hand-off:"

    /// The shared folder.
    public var folder: URL
    /// How old, in seconds, a left entry may be when it is taken.
    public var maximumAge: TimeInterval

    /// A hand-off through `folder` (an App Group's container, or any folder
    /// both sides can write), refusing entries older than `maximumAge` seconds.
    public init(folder: URL, maximumAge: TimeInterval = EntryHandOff.defaultMaximumAge) {
        self.folder = folder
        self.maximumAge = maximumAge
    }

    #if canImport(Darwin)
        /// A hand-off through the container of App Group `identifier`
        /// (`group.com.demo.app`); `nil` when the app is not entitled to it.
        public init?(appGroup identifier: String, maximumAge: TimeInterval = EntryHandOff.defaultMaximumAge) {
            guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
            else { return nil }
            self.init(folder: folder, maximumAge: maximumAge)
        }
    #endif

    /// An entry taken from the folder.
    public struct Taken: Sendable {
        /// The entry, as it was left.
        public var entry: EntryPoint
        /// When it was left.
        public var created: Date
        /// What to open it with (`identity:`), so it runs once and an
        /// observer can tell it apart: ``EntryHandOff/identityPrefix`` and its creation time.
        public var identity: String
    }

    /// The file the entry is left in.
    var file: URL { folder.appendingPathComponent(Self.fileName) }

    /// A name of its own in the folder, beside the file, for one write or one take.
    func privateFile(_ role: String) -> URL {
        folder.appendingPathComponent("." + Self.fileName + "." + role + "-" + UUID().uuidString)
    }
}

extension EntryPointsError.Code {
    /// A hand-off file that is not one entry event with its creation time:
    /// half-written, not JSON, a control or launch event, or too large.
    public static let handOffInvalid = Self(rawValue: "handoff.invalid")
    /// A hand-off entry older than the hand-off's maximum age.
    public static let handOffExpired = Self(rawValue: "handoff.expired")
    /// The hand-off file could not be written or moved into place.
    public static let handOffNotWritten = Self(rawValue: "handoff.not-written")
}
