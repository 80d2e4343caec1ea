extension EntryPointsError.Code {
    // Route controllers.
    /// A handler was registered for a route id the table does not have.
    public static let unknownHandlerRoute = Self(rawValue: "controller.unknown-route")
    /// Saved entries could not be restored (an entry is not a valid event).
    public static let badSavedEntry = Self(rawValue: "controller.bad-saved-entry")
}
