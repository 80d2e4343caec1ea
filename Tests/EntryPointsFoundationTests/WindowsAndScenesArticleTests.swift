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
final class SceneSessionDouble {
    let persistentIdentifier: String
    let configuration: SceneConfigurationDouble
    init(_ id: String, kind: String?) {
        persistentIdentifier = id
        configuration = SceneConfigurationDouble(name: kind)
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
@MainActor class UIResponder {}
@MainActor protocol UIWindowSceneDelegate {}

/// The app's delegate, holding the app-wide controller.
@MainActor
enum AppDelegate {
    static var controller: RouteController<NavigationState>!
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
        sceneID = request?.id ?? session.persistentIdentifier
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

/// The article's opener, with the activation request recorded instead of sent.
@MainActor
final class ArticleSessionOpener: SceneOpening {
    var activities: [UserActivityDouble] = []
    func openScene(_ request: SceneRequest) -> Bool {
        let activity = UserActivityDouble(activityType: "com.example.scene")
        activity.userInfo = request.userInfo
        activities.append(activity)
        return true
    }
}

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
        let opener = ArticleSessionOpener()
        controller.sceneOpener = opener
        AppDelegate.controller = controller
        let (a, b, window) = (SceneDelegate(), SceneDelegate(), SceneDouble())
        let launch = ConnectionOptionsDouble()
        launch.urlContexts = [OpenURLContextDouble("app://story/42")]
        a.scene(window, willConnectTo: SceneSessionDouble("A", kind: "main"), options: launch)
        b.scene(window, willConnectTo: SceneSessionDouble("B", kind: "main"), options: ConnectionOptionsDouble())
        #expect(controller.openScenes == ["A", "B"])
        #expect(controller.root(ofScene: "A")?.currentScreen == Screen("story", params: ["id": 42]))

        b.scene(window, openURLContexts: [OpenURLContextDouble("app://story/42")])
        #expect(controller.activeScene == "A")
        b.sceneDidBecomeActive(window)
        b.scene(window, openURLContexts: [OpenURLContextDouble("app://compose")])
        let activity = try #require(opener.activities.first)
        #expect(SceneRequest(activity: activity) == SceneRequest(id: "auto-1", kind: "compose"))
        let connection = ConnectionOptionsDouble()
        connection.userActivities = [activity]
        let composer = SceneDelegate()
        composer.scene(window, willConnectTo: SceneSessionDouble("session-3", kind: "compose"), options: connection)
        #expect(composer.sceneID == "auto-1")
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
