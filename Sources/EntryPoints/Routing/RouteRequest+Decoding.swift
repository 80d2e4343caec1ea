extension RouteRequest {
    /// Decodes the request's parameters into the app's own type.
    ///
    /// ```swift
    /// struct Story: Decodable { let storyId: Int; let ref: String? }
    /// let story = try request.decode(Story.self)
    /// ```
    ///
    /// Parameters from URLs are often strings, so numbers and Booleans also
    /// decode from strings that spell them; see ``JSONValueDecoder`` for every
    /// conversion.
    ///
    /// - Throws: ``EntryPointsError`` with code `parameters.decoding`
    ///   (``EntryPointsError/Code/parameterDecoding``), naming the parameter:
    ///   `parameter storyId: expected Int, found string "abc"`.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(EntryPointsError) -> T {
        try JSONValueDecoder().decode(type, from: .object(params))
    }
}
