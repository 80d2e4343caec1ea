import EntryPoints

@MainActor
func openEntries(_ controller: RouteController<AppRoot>) async -> Outcome {
    controller.open(.url(URLEntry("demoapp://story/42")))  // held: a cold launch is not ready yet
    controller.markReady()  // held entries run now, in arrival order
    controller.root.signedIn = true
    controller.stateDidChange()  // entries a guard parked resume when it holds
    // Wait for the outcome after the handler finished, or fire and forget as above.
    return await controller.openAndWait(.intent(Intent(route: "story", params: ["storyId": 7])))
}
