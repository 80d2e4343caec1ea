// NB: compiled only where Apple's SDKs exist; this machine (Linux) has none of
// these frameworks. Each test holds one of EntryPoints' constants against the
// SDK's own, so a wrong string (as `com.apple.corespotlightquery` once was)
// fails on the first Apple build.
#if canImport(CoreSpotlight)
    import CoreSpotlight
    import EntryPoints
    import Testing

    @Suite("EntryPoints' system constants are the SDK's")
    struct SDKConstantTests {
        @Test("Spotlight's activity types and userInfo keys")
        func spotlight() {
            #expect(UserActivity.spotlightItem == CSSearchableItemActionType)
            #expect(UserActivity.spotlightIdentifierKey == CSSearchableItemActivityIdentifier)
            #expect(UserActivity.spotlightQueryContinuation == CSQueryContinuationActionType)
            #expect(UserActivity.spotlightQueryKey == CSSearchQueryString)
        }

        #if os(iOS) || os(visionOS)
            @Test("A Spotlight custom action's userInfo key (iOS 15+)")
            func spotlightAction() {
                #expect(UserActivity.spotlightActionKey == CSActionIdentifier)
            }
        #endif

        @Test("A universal link's activity type")
        func browsingWeb() {
            #expect(UserActivity.browsingWeb == NSUserActivityTypeBrowsingWeb)
        }
    }
#endif

#if canImport(WidgetKit) && os(iOS)
    import WidgetKit
    import EntryPoints
    import Testing

    @Suite("EntryPoints' Live Activity constant is WidgetKit's")
    struct LiveActivityConstantTests {
        @Test("A tap on a Live Activity without widgetURL")
        func liveActivity() {
            #expect(UserActivity.liveActivity == NSUserActivityTypeLiveActivity)
        }
    }
#endif
