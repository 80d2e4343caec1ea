extension Route.Landing {
    /// What landing a route does to its tab's stack, as one edit a root
    /// performs on a stack it keeps in its own form (``Route/landingEdit(on:params:screen:)``).
    public enum Edit: Equatable, Sendable {
        /// Leave the stack as it is: the route's screen, with equal parameters, is on top.
        case keep
        /// Replace the whole stack with these screens: the route's `stack`,
        /// the last one with the parameters (empty for a route without `stack`).
        case replace([Screen])
        /// Push this screen, the route's with the parameters, on top.
        case push(Screen)
        /// Remove every screen above the one at `position` (counted from the
        /// bottom, from 0), and give that screen `params` (`nil`: none).
        case popTo(position: Int, params: JSONObject?)

        /// `stack` after this edit: how the built-in ``NavigationState`` performs it.
        public func applied(to stack: [Screen]) -> [Screen] {
            switch self {
            case .keep:
                return stack
            case .replace(let screens):
                return screens
            case .push(let screen):
                return stack + [screen]
            case .popTo(let position, let params):
                var kept = Array(stack.prefix(position + 1))
                kept[position] = Screen(kept[position].name, params: params)
                return kept
            }
        }
    }
}

extension Route {
    /// The one landing rule (the Route tables article's `landing`): what
    /// executing this route with `params` does to its tab's `stack`, given
    /// as an ``Landing/Edit`` so that a root keeping its own stack (a UIKit
    /// coordinator's view controllers) lands exactly as ``NavigationState``
    /// and ``NavigationModel`` do, without converting its stack.
    ///
    /// - ``Landing/replace`` (and a route that declares no landing): the
    ///   stack becomes the route's `stack`.
    /// - ``Landing/push``: on an empty stack, as `replace`; with the route's
    ///   ``screen`` and equal parameters on top, ``Landing/Edit/keep``;
    ///   otherwise that screen is pushed.
    /// - ``Landing/reuse``: back to the topmost screen named as the route's
    ///   ``screen``, which takes the parameters; as `replace` when there is none.
    ///
    /// The modals go and the tab is selected before any of these, and the
    /// route's `present` is presented after; an intent's
    /// ``Intent/Presentation`` replaces the landing.
    ///
    /// ```swift
    /// let story = Route("story", tab: "home", stack: ["feed", "story"], landing: .push)
    /// let edit = story.landingEdit(on: [Screen("feed")], params: ["storyId": 42], screen: { $0 })
    /// // .push(story {storyId: 42}); edit.applied(to: [Screen("feed")]) is feed, story {storyId: 42}
    /// ```
    ///
    /// The Build a small app's routing article shows a UIKit coordinator
    /// that performs each edit on its navigation controller.
    ///
    /// - Parameters:
    ///   - stack: the tab's stack, bottom first, in the root's own form.
    ///   - params: the request's converted parameters.
    ///   - screen: the screen an element of `stack` shows (its name and parameters).
    /// - Returns: the edit; applying it twice in a row changes nothing the second time.
    /// - Complexity: O(*n*) in the stack's length, for `reuse`.
    public func landingEdit<Stack: RandomAccessCollection>(
        on stack: Stack, params: JSONObject, screen: (Stack.Element) -> Screen
    ) -> Landing.Edit {
        // NB: generic only at the surface, so an app carries one copy of the rule.
        landingEdit(count: stack.count, params: params) { screen(stack[stack.index(stack.startIndex, offsetBy: $0)]) }
    }

    /// ``landingEdit(on:params:screen:)`` over positions: the stack has
    /// `count` screens, and `screenAt(position)` is the one at `position` from the bottom.
    func landingEdit(count: Int, params: JSONObject, screenAt: (Int) -> Screen) -> Landing.Edit {
        let target = Screen(self.screen, params: params)
        switch landing ?? .replace {
        case .replace:
            break
        case .push:
            guard count > 0 else { break }
            return screenAt(count - 1) == target ? .keep : .push(target)
        case .reuse:
            for position in stride(from: count - 1, through: 0, by: -1) where screenAt(position).name == target.name {
                return .popTo(position: position, params: target.params)
            }
        }
        return .replace(builtStack(params: params))
    }

    /// The route's `stack` as screens: the last one carries `params`, the earlier ones none.
    func builtStack(params: JSONObject) -> [Screen] {
        let names = stack ?? []
        return names.enumerated().map { offset, name in
            Screen(name, params: offset == names.count - 1 ? params : nil)
        }
    }
}
