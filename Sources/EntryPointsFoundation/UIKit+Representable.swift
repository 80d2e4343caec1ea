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
    extension UIApplication: SceneSessionActivating {}
    extension UISceneSession: SceneSessionRepresentable {}

    extension SceneSessionOpener where Application == UIApplication {
        /// An opener over `UIApplication.shared` whose requests travel in
        /// user activities of `activityType`.
        public convenience init(activityType: String) {
            self.init(application: .shared) { request in
                let activity = NSUserActivity(activityType: activityType)
                activity.userInfo = request.userInfo
                return activity
            }
        }
    }
#endif
