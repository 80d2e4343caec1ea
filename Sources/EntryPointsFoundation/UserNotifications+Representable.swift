// NB: compiled only where UserNotifications has responses (not tvOS); this
// machine (Linux) cannot compile the lines below. The protocols mirror the
// SDK's declarations exactly, so the conformances need no body.
#if canImport(UserNotifications) && !os(tvOS)
    import UserNotifications

    extension UNNotificationResponse: NotificationResponseRepresentable {}
    extension UNTextInputNotificationResponse: TextInputNotificationResponseRepresentable {}
    extension UNNotification: NotificationRepresentable {}
    extension UNNotificationRequest: NotificationRequestRepresentable {}
    extension UNNotificationContent: NotificationContentRepresentable {}
#endif
