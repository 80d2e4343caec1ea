/// A root that says which screen it shows, so an entry whose route's
/// `scene` is `showing` finds the scene (window) already showing its
/// screen, and `contentIdentifier(ofScene:)` (EntryPointsFoundation) can name
/// what a scene shows.
///
/// The built-in roots conform (the top of `modal` if any, else the top of
/// the selected tab's stack). A custom root (a coordinator) conforms in a
/// few lines:
///
/// ```swift
/// extension AppCoordinator: ScreenShowingRoot {
///     var currentScreen: Screen? { (topViewController as? ScreenViewController)?.screen }
/// }
/// ```
///
/// A root that does not conform shows nothing as far as scenes go: a
/// `showing` route lands as an `arrival` one.
@MainActor
public protocol ScreenShowingRoot {
    /// The screen in front, with its parameters; `nil` when none (an empty stack).
    var currentScreen: Screen? { get }
}

extension NavigationState: ScreenShowingRoot {
    /// The top of `modal` if any, else the top of the selected tab's stack.
    nonisolated public var currentScreen: Screen? { modal.last ?? stacks[tab]?.last }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension NavigationModel: ScreenShowingRoot {
    /// The state's current screen (``NavigationState/currentScreen``).
    public var currentScreen: Screen? { state.currentScreen }
}
