// NB: compiled only where UIKit has these types (iOS, visionOS); this
// machine (Linux) cannot compile the lines below. The protocols mirror the
// SDK's declarations exactly, so the conformances need no body.
#if canImport(UIKit) && canImport(UserNotifications) && (os(iOS) || os(visionOS))
    import UIKit
    import UserNotifications

    extension UIApplicationShortcutItem: ShortcutItemRepresentable {}
    extension UIOpenURLContext: OpenURLContextRepresentable {}
    extension UIScene.OpenURLOptions: OpenURLOptionsRepresentable {}
    extension UIScene.ConnectionOptions: SceneConnectionOptionsRepresentable {}
#endif
