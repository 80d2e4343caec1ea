import AppRoutes
import EntryPoints
import Foundation

// The routes module holds the table; the plugin generated its typed routes
// (StoryRoute, ThreadRoute, PickContactRoute, DebugRoute, ComposeRoute) as public types.
let router = try Router(RouteTable.load(contentsOf: routeTablePath, warnings: .refuse))
let controller = RouteController(root: NavigationState(tabs: router.table.tabs), router: router, coldStart: false) {
    _, _ in true
}

// Handlers receive the typed value; a misspelt property is a compile error.
var opened: [StoryRoute] = []
try controller.handle(StoryRoute.self) { story, _ in
    opened.append(story)
    return true
}
let contact = UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E")!
try controller.handle(PickContactRoute.self) { _, context in
    context.answer(PickContactRoute.self, with: contact)
    return true
}

// Typed opening, both spellings.
controller.open(StoryRoute(storyId: 42, ref: "mail"))
controller.open(.story(storyId: 7, section: .comments))

// Two-way links: the value becomes a link, and the link routes back to the same value.
let story = StoryRoute(storyId: 7, section: .related, ref: "share")
let link = try router.link(to: story, as: .scheme("demoapp"))
guard let request = router.resolve(.url(URLEntry(link))).request else { fatalError("\(link) did not route") }
let routedBack = try StoryRoute(request)

// A typed result: the table says pick-contact answers with a uuid.
let picked: UUID? = try await controller.openForResult(.pickContact)
print("link:", link)
// NB: generated types are not Equatable (it would cost text per route); their parameters are.
let same = routedBack.routeParameters == story.routeParameters
print("round trip:", same ? "same value" : "DIFFERENT: \(routedBack)")
print("opened:", opened.map(\.storyId))
print("picked:", picked?.uuidString.lowercased() ?? "nothing")
// The table's landing, on the type: a story is pushed onto the home tab's stack.
print("story lands:", StoryRoute.routeLanding)
exit(same && opened.map(\.storyId) == [42, 7] && picked == contact && StoryRoute.routeLanding == .push ? 0 : 1)
