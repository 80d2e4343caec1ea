/// An App Intent that opens the app: an `OpenIntent`, or any intent whose
/// `perform()` brings the app to the foreground (run from Siri, Shortcuts,
/// a widget or control button, or Spotlight).
///
/// The route table maps intent types to routes (a route's `appIntent`), so
/// the intent reaches the same route as a link to the same place. Its
/// parameters are checked and converted like a payload's:
///
/// ```swift
/// struct OpenStoryIntent: OpenIntent {
///     static let title: LocalizedStringResource = "Open Story"
///     @Parameter(title: "Story") var target: StoryEntity
///     @MainActor func perform() async throws -> some IntentResult {
///         controller.open(.appIntent(AppIntentEntry(Self.self, parameters: ["storyId": .number(.init(target.id))])))
///         return .result()
///     }
/// }
/// ```
public struct AppIntentEntry: Hashable, Sendable {
    /// The intent's type name, as the route table's `appIntent` writes it (`"OpenStoryIntent"`).
    public var intentType: String
    /// The intent's parameters, by name.
    public var parameters: JSONObject

    /// An App Intent entry for the intent type named `intentType`.
    public init(intentType: String, parameters: JSONObject = [:]) {
        self.intentType = intentType
        self.parameters = parameters
    }

    /// An App Intent entry for `type`, named as Swift spells the type
    /// (`OpenStoryIntent`, without its module).
    public init<Intent>(_ type: Intent.Type, parameters: JSONObject = [:]) {
        self.init(intentType: String(describing: type), parameters: parameters)
    }
}
