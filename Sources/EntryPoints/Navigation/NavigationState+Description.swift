extension NavigationState: CustomStringConvertible {
    /// Compact JSON text of the Event and result formats article (Navigation state):
    /// `{"tab":"home","stacks":{"home":[],…},"modal":[],"flags":{}}`.
    public var description: String { jsonValue.jsonText }
}
