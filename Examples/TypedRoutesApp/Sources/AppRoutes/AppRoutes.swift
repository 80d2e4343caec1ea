// The routes module of a modular app: the EntryPointsGenerator plugin
// generates public StoryRoute, ThreadRoute, PickContactRoute, DebugRoute and
// ComposeRoute from routes.json beside this file, because this is a library
// target; the app's other modules import it.

/// Where the table the types were generated from is, for the router to load.
public let routeTablePath = String(#filePath.dropLast("AppRoutes.swift".count)) + "routes.json"
