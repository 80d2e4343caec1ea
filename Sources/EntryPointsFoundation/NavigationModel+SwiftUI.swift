// NB: compiled only where SwiftUI exists; this machine (Linux) cannot
// compile the lines below. Everything they call is compiled and tested here.
#if canImport(SwiftUI)
    import EntryPoints
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension NavigationModel {
        /// A binding to `tab`'s back stack, for `NavigationStack(path:)`; a
        /// swipe back writes the shorter path into the model.
        public func path(for tab: String) -> Binding<[Screen]> {
            Binding(get: { self[path: tab] }, set: { self[path: tab] = $0 })
        }
    }
#endif
