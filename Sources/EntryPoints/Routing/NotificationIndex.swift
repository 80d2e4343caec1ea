/// Which route each notification action and category opens.
///
/// NB: a trigger naming both the category and the action is more specific
/// than one naming the action alone, so it is preferred; within each kind
/// the route listed first wins.
struct NotificationIndex: Sendable {
    private var actionInCategory: [String: [String: Int]] = [:]
    private var actionAnyCategory: [String: Int] = [:]
    private var categoryOnly: [String: Int] = [:]

    init(_ routes: [Route]) {
        // NB: by index, so that no route is copied (a large table has 100,000).
        for index in routes.indices where !routes[index].notifications.isEmpty {
            for trigger in routes[index].notifications {
                switch (trigger.category, trigger.action) {
                case (let category?, let action?):
                    if actionInCategory[action]?[category] == nil {
                        actionInCategory[action, default: [:]][category] = index
                    }
                case (nil, let action?):
                    if actionAnyCategory[action] == nil { actionAnyCategory[action] = index }
                case (let category?, nil):
                    if categoryOnly[category] == nil { categoryOnly[category] = index }
                case (nil, nil):
                    break
                }
            }
        }
    }

    /// The route whose trigger names `action` (and `category`, if the trigger names one).
    func route(action: String, category: String?) -> Int? {
        if let category, let index = actionInCategory[action]?[category] { return index }
        return actionAnyCategory[action]
    }

    /// The route whose trigger names `category` and no action.
    func route(category: String) -> Int? {
        categoryOnly[category]
    }
}
