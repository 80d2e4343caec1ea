// NB: compiled only on Apple platforms, where `NSUserActivity` exists; this
// machine (Linux) cannot compile the line below. The protocol mirrors the
// SDK's declarations exactly, so the conformance needs no body.
#if canImport(Darwin) && (os(iOS) || os(macOS) || os(visionOS))
    import Foundation

    extension NSUserActivity: UserActivityRepresentable {}
#endif
