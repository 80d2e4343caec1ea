import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

/// `UISceneConfiguration`: the kind of scene, as the app's Info.plist names it.
final class SceneConfigurationDouble {
    let name: String?
    init(name: String?) { self.name = name }
}

/// `UISceneSession`.
final class SceneSessionDouble: Hashable {
    let persistentIdentifier: String
    let configuration: SceneConfigurationDouble
    var userInfo: [String: Any]?
    init(_ id: String, kind: String?) {
        persistentIdentifier = id
        configuration = SceneConfigurationDouble(name: kind)
    }
    static func == (lhs: SceneSessionDouble, rhs: SceneSessionDouble) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// NB: in an extension, so the double's `==` and `hash(into:)` stay nonisolated,
// as `NSObject`'s are.
extension SceneSessionDouble: SceneSessionRepresentable {}

/// `UIScene.ActivationRequestOptions`: never set by the opener.
final class ActivationRequestOptionsDouble {}

/// `UIApplication`: records each activation request, and refuses them
/// (calling the error handler) while `refusing`.
@MainActor
final class ApplicationDouble: SceneSessionActivating {
    struct Request {
        let session: SceneSessionDouble?
        let activity: UserActivityDouble?
    }
    static let shared = ApplicationDouble()
    var openSessions: Set<SceneSessionDouble> = []
    var requests: [Request] = []
    var refusing = false

    func requestSceneSessionActivation(
        _ sceneSession: SceneSessionDouble?, userActivity: UserActivityDouble?,
        options: ActivationRequestOptionsDouble?, errorHandler: ((any Error) -> Void)?
    ) {
        requests.append(Request(session: sceneSession, activity: userActivity))
        if refusing { errorHandler?(CocoaErrorDouble()) }
    }
}

/// The error UIKit hands a refused activation request.
struct CocoaErrorDouble: Error {}

extension SceneSessionOpener where Application == ApplicationDouble {
    /// The UIKit layer's `init(activityType:)`, over the double.
    convenience init(activityType: String) {
        self.init(application: .shared) { request in
            let activity = UserActivityDouble(activityType: activityType)
            activity.userInfo = request.userInfo
            return activity
        }
    }
}

/// `UIScene`: nothing of it is read; `UIScene.ConnectionOptions`.
final class SceneDouble {
    typealias ConnectionOptions = ConnectionOptionsDouble
}

// NB: Apple's names for the doubles, so the article's scene delegate below is
// its text line for line (the DocC article snippets test holds them equal).
typealias UIScene = SceneDouble
typealias UISceneSession = SceneSessionDouble
typealias UIOpenURLContext = OpenURLContextDouble
typealias UIApplication = ApplicationDouble
@MainActor class UIResponder {}
@MainActor protocol UIWindowSceneDelegate {}

/// The app's delegate, holding the app-wide controller.
@MainActor
enum AppDelegate {
    static var controller: RouteController<NavigationState>!
    static var opener: SceneSessionOpener<UIApplication>!
}

// region: scene-delegate
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var controller: RouteController<NavigationState> { AppDelegate.controller }
    var sceneID = ""

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        // A scene the controller asked for connects under the id it named.
        let request = connectionOptions.userActivities.lazy.compactMap(SceneRequest.init(activity:)).first
        sceneID = AppDelegate.opener.sceneID(connecting: session, request: request)
        controller.connect(
            sceneID, kind: request?.kind ?? session.configuration.name, root: NavigationState(tabs: ["home", "inbox"]))
        controller.open(connectionOptions, deliveredTo: sceneID)
    }

    func sceneDidBecomeActive(_ scene: UIScene) { controller.activate(sceneID) }
    func sceneDidDisconnect(_ scene: UIScene) { controller.disconnect(sceneID) }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        for context in contexts { controller.open(context.url, deliveredTo: sceneID) }
    }
}
// end region

@MainActor
@Suite("The Windows and scenes article's scene delegate")
struct WindowsAndScenesArticleTests {
    @Test(
        "Two windows: a link lands where its story shows; a compose link opens a window that connects later and gets it"
    )
    func sceneDelegateRoutesAcrossWindows() throws {
        let router = try Router(
            RouteTable(
                schemes: ["app"], tabs: ["home", "inbox"],
                routes: [
                    Route(
                        "story", patterns: ["/story/:id"], params: ["id": .int], tab: "home", stack: ["story"],
                        scene: .showing),
                    Route("compose", patterns: ["/compose"], present: "compose", scene: .new, sceneKind: "compose"),
                ],
                scenes: ["main", "compose"]))
        let controller = RouteController(router: router, coldStart: false)
        let application = UIApplication.shared
        application.requests = []
        application.refusing = false
        // region: session-opener
        let opener = SceneSessionOpener(activityType: "com.example.scene")
        opener.attach(to: controller)  // the controller's sceneOpener; a refused request lands in the arrival scene
        AppDelegate.opener = opener
        // end region
        #expect(controller.sceneOpener as? SceneSessionOpener<UIApplication> === opener)
        AppDelegate.controller = controller
        let (a, b, window) = (SceneDelegate(), SceneDelegate(), SceneDouble())
        let (sessionA, sessionB) = (SceneSessionDouble("A", kind: "main"), SceneSessionDouble("B", kind: "main"))
        application.openSessions = [sessionA, sessionB]
        let launch = ConnectionOptionsDouble()
        launch.urlContexts = [OpenURLContextDouble("app://story/42")]
        a.scene(window, willConnectTo: sessionA, options: launch)
        b.scene(window, willConnectTo: sessionB, options: ConnectionOptionsDouble())
        #expect(controller.openScenes == ["A", "B"])
        #expect(controller.root(ofScene: "A")?.currentScreen == Screen("story", params: ["id": 42]))

        // The story shows in A: the link B received lands there, and A's session is activated.
        b.scene(window, openURLContexts: [OpenURLContextDouble("app://story/42")])
        #expect(controller.activeScene == "A")
        #expect(application.requests.count == 1)
        #expect(application.requests.first?.session === sessionA)
        #expect(application.requests.first?.activity == nil)
        b.sceneDidBecomeActive(window)
        b.scene(window, openURLContexts: [OpenURLContextDouble("app://compose")])
        #expect(application.requests.count == 2)
        #expect(application.requests.last?.session == nil)
        let activity = try #require(application.requests.last?.activity)
        #expect(activity.activityType == "com.example.scene")
        #expect(SceneRequest(activity: activity) == SceneRequest(id: "auto-1", kind: "compose"))
        let connection = ConnectionOptionsDouble()
        connection.userActivities = [activity]
        let composer = SceneDelegate()
        let composeSession = SceneSessionDouble("session-3", kind: "compose")
        composer.scene(window, willConnectTo: composeSession, options: connection)
        #expect(composer.sceneID == "auto-1")
        #expect(composeSession.userInfo?[SceneSessionOpener<UIApplication>.sceneIDKey] as? String == "auto-1")
        #expect(controller.kind(ofScene: "auto-1") == "compose")
        #expect(controller.root(ofScene: "auto-1")?.modal == [Screen("compose")])
        #expect(controller.contentIdentifier(ofScene: "A") == "story?id=42")
        composer.sceneDidDisconnect(window)
        #expect(controller.openScenes == ["A", "B"])
    }

    @Test(
        "Content identifiers: route id, then parameters sorted by key, percent-encoded; a scene's names the route of its current screen"
    )
    func contentIdentifiers() throws {
        #expect(ContentIdentifier.make(route: "feed") == "feed")
        #expect(ContentIdentifier.make(route: "story", params: ["storyId": 42]) == "story?storyId=42")
        #expect(
            ContentIdentifier.make(route: "search", params: ["q": "a&b=c é", "exact": true, "page": 2])
                == "search?exact=true&page=2&q=a%26b%3Dc%20%C3%A9")
        let router = try Router(
            RouteTable(
                schemes: ["app"],
                routes: [
                    Route("story", patterns: ["/story/:id"], params: ["id": .int], tab: "main", stack: ["story"]),
                    Route("compose", patterns: ["/compose"], present: "compose"),
                ],
                scenes: ["main"]))
        let controller = RouteController(router: router, coldStart: false)
        controller.connect("A")
        controller.connect("B")
        controller.open(.url(URLEntry("app://story/42")), deliveredTo: "A")
        #expect(controller.contentIdentifier(ofScene: "A") == "story?id=42")
        #expect(controller.contentIdentifier(ofScene: "B") == nil)
        #expect(controller.contentIdentifier(ofScene: "gone") == nil)
        controller.open(.url(URLEntry("app://compose")), deliveredTo: "B")
        #expect(controller.contentIdentifier(ofScene: "B") == "compose")
    }
}
