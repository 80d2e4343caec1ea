import EntryPoints

// The Swift block of the Build a small app's routing article's landing
// section, the region between `// region: NAME` and `// end region`,
// compiled here against doubles of UIKit's navigation controller (their
// members copy UIKit's signatures) and run by LandingSnippetTests.

#if !canImport(UIKit)
    /// A stand-in for UIKit's `UIViewController`.
    @MainActor
    class UIViewController {}

    /// A stand-in for UIKit's `UINavigationController`, with the members the article uses.
    @MainActor
    final class UINavigationController {
        var viewControllers: [UIViewController] = []

        func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            self.viewControllers = viewControllers
        }

        func pushViewController(_ viewController: UIViewController, animated: Bool) {
            viewControllers.append(viewController)
        }

        func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
            let popped = Array(viewControllers[(index + 1)...])
            viewControllers.removeSubrange((index + 1)...)
            return popped
        }
    }
#endif

/// A view controller that shows one screen of the table (the app's own base class).
@MainActor
final class ScreenViewController: UIViewController {
    var screen: Screen

    init(_ screen: Screen) {
        self.screen = screen
    }
}

// region: coordinator
/// One tab's coordinator: it keeps its own view controllers and lands each
/// routed request on them exactly as the built-in NavigationState would.
@MainActor
final class TabCoordinator {
    let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func land(_ request: RouteRequest, in router: Router) -> Bool {
        guard let route = router.route(id: request.route) else { return false }
        let stack = navigation.viewControllers.compactMap { $0 as? ScreenViewController }
        switch route.landingEdit(on: stack, params: request.params, screen: \.screen) {
        case .keep:
            break
        case .replace(let screens):
            navigation.setViewControllers(screens.map(ScreenViewController.init), animated: true)
        case .push(let screen):
            navigation.pushViewController(ScreenViewController(screen), animated: true)
        case .popTo(let position, let params):
            stack[position].screen = Screen(stack[position].screen.name, params: params)
            _ = navigation.popToViewController(stack[position], animated: true)
        }
        return true
    }
}
// end region
