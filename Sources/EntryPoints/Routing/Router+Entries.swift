extension Router {
    func resolveShortcut(_ item: ShortcutItem, links: LinkLookup) -> Resolution {
        if let routeIndex = shortcutRoutes[item.type] {
            return admit(routeIndex: routeIndex, params: item.userInfo ?? [:], origin: .external, kind: .shortcut)
        }
        if let url = item.userInfo?["url"]?.stringValue {
            return resolveURL(url, origin: .external, kind: .shortcut, links: links)
        }
        return .failed(
            Outcome(status: .unmatched, reason: .noRoute, message: "no route lists shortcut type '\(item.type)'"))
    }

    func resolveAppIntent(_ intent: AppIntentEntry) -> Resolution {
        guard let routeIndex = appIntentRoutes[intent.intentType] else {
            return .failed(
                Outcome(
                    status: .unmatched, reason: .noRoute, message: "no route lists App Intent '\(intent.intentType)'"))
        }
        return admit(routeIndex: routeIndex, params: intent.parameters, origin: .external, kind: .appIntent)
    }

    func resolveActivity(_ activity: UserActivity, links: LinkLookup) -> Resolution {
        switch activity.activityType {
        case UserActivity.browsingWeb:
            guard let url = activity.webpageURL else {
                return .failed(
                    Outcome(
                        status: .invalid, reason: .missingField,
                        message: "a browsing-web activity needs webpageURL"))
            }
            return withNDEFMessage(
                activity.ndefMessagePayload, resolveUniversalLink(url, kind: .userActivity, links: links))
        case UserActivity.spotlightItem:
            // NB: a custom action no route lists still opens the item it was chosen on.
            if let action = activity.userInfo?[UserActivity.spotlightActionKey]?.stringValue,
                let routeIndex = spotlightActionRoutes[action]
            {
                return admit(
                    routeIndex: routeIndex, params: activity.userInfo ?? [:], origin: .external, kind: .userActivity)
            }
            guard let identifier = activity.userInfo?[UserActivity.spotlightIdentifierKey]?.stringValue else {
                return .failed(
                    Outcome(
                        status: .unmatched, reason: .noRoute,
                        message: "the Spotlight activity has no string userInfo.\(UserActivity.spotlightIdentifierKey)")
                )
            }
            if identifier.hasPrefix("/") {
                return resolvePath(identifier, origin: .external, kind: .userActivity)
            }
            if URLNormalizer.hasScheme(identifier) {
                return resolveURL(identifier, origin: .external, kind: .userActivity, links: links)
            }
            return .failed(
                Outcome(
                    status: .unmatched, reason: .noRoute,
                    message: "the Spotlight identifier '\(identifier)' is neither a URL nor a path starting with '/'"))
        default:
            if let routeIndex = activityRoutes[activity.activityType] {
                return admit(
                    routeIndex: routeIndex, params: activity.userInfo ?? [:], origin: .external, kind: .userActivity)
            }
            if let url = activity.webpageURL {
                return resolveUniversalLink(url, kind: .userActivity, links: links)
            }
            return .failed(
                Outcome(
                    status: .unmatched, reason: .noRoute,
                    message: "no route lists activity type '\(activity.activityType)' and it has no webpageURL"))
        }
    }

    /// `resolution` with an NFC tag's message added as parameter
    /// ``UserActivity/ndefMessageParameter``, unless the URL already gave one of that name.
    private func withNDEFMessage(_ message: JSONValue?, _ resolution: Resolution) -> Resolution {
        guard let message, case .routed(var request) = resolution,
            request.params[UserActivity.ndefMessageParameter] == nil
        else { return resolution }
        request.params[UserActivity.ndefMessageParameter] = message
        return .routed(request)
    }

    /// Resolves a URL that must be a universal link: http or https only.
    ///
    /// The Event and result formats article (Edge cases)'s order of checks holds here as for every URL: a URL
    /// that is too long or malformed says so before its scheme is judged
    /// (`ftp://x/%zz` is `malformed-url` whether a `url` event or a `webpageURL` carries it),
    /// and so does one a pass-through entry covers. A `webpageURL` of
    /// another scheme is never resolved.
    func resolveUniversalLink(_ url: String, kind: EntryPoint.Kind, links: LinkLookup) -> Resolution {
        guard let scheme = URLNormalizer.scheme(of: url), scheme != "http" && scheme != "https" else {
            return resolveURL(url, origin: .external, kind: kind, links: links)
        }
        let tracking: [QueryItem]
        switch normalizer.normalize(url, checks: .resolved) {
        case .failure(let rejection):
            if rejection.reason == .urlTooLong || rejection.reason == .malformedURL || rejection.reason == .passThrough
            {
                return Self.refusal(rejection).adding(tracking: rejection.tracking, resolvedFrom: nil)
            }
            tracking = rejection.tracking
        case .success(let normalized):
            tracking = normalized.tracking
        }
        return Resolution.failed(
            Outcome(
                status: .rejected, reason: .schemeNotAllowed,
                message: "webpageURL has scheme '\(scheme)'; a universal link must be http or https")
        ).adding(tracking: tracking, resolvedFrom: nil)
    }

    func resolveNotification(_ response: NotificationResponse, links: LinkLookup) -> Resolution {
        let action = response.actionIdentifier
        if action == NotificationResponse.dismissAction {
            return .failed(
                Outcome(status: .unmatched, reason: .dismissed, message: "the notification was dismissed"))
        }
        let category = response.effectiveCategory
        var params = response.userInfo
        params["aps"] = nil
        if let text = response.userText { params["userText"] = .string(text) }
        if let routeIndex = notificationIndex.route(action: action, category: category) {
            return admit(routeIndex: routeIndex, params: params, origin: .external, kind: .notification)
        }
        if action == NotificationResponse.defaultAction {
            for key in linkKeys {
                if let link = key.find(in: response.userInfo) {
                    return resolveURL(link, origin: .external, kind: .notification, links: links)
                }
            }
        }
        if let category, let routeIndex = notificationIndex.route(category: category) {
            return admit(routeIndex: routeIndex, params: params, origin: .external, kind: .notification)
        }
        let described = category.map { "category '\($0)'" } ?? "no category"
        return .failed(
            Outcome(
                status: .unmatched, reason: .noRoute,
                message: "no route takes action '\(action)' with \(described), and the payload has no link"))
    }

    func resolveIntent(_ intent: Intent) -> Resolution {
        let resolution: Resolution
        switch intent.target {
        case .route(let id):
            guard let routeIndex = routeIndexByID[id] else {
                return .failed(
                    Outcome(status: .unmatched, reason: .unknownRoute, message: "the table has no route '\(id)'"))
            }
            resolution = admit(routeIndex: routeIndex, params: intent.params, origin: .internal, kind: .intent)
        case .url(let url):
            resolution =
                url.hasPrefix("/")
                ? resolvePath(url, origin: .internal, kind: .intent)
                : resolveURL(url, origin: .internal, kind: .intent, links: nil)
        }
        guard case .routed(var request) = resolution else { return resolution }
        request.extras = intent.extras
        request.presentation = intent.presentation
        return .routed(request)
    }
}
