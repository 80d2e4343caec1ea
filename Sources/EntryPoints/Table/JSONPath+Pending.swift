extension JSONPath {
    /// A path whose text is written only when a message needs it: a written
    /// path and up to three steps below it (a deeper step writes the first
    /// three out).
    ///
    /// NB: the table decoder took paths as autoclosures once; the optimiser
    /// copied every function that took one for each of its call sites (about
    /// 26 KB of every app's code). A value is not copied per caller and still
    /// builds no text while a table is valid.
    struct Pending {
        private enum Step {
            case key(String)
            case index(Int)
        }

        private var base: JSONPath
        private var steps: (Step?, Step?, Step?) = (nil, nil, nil)

        /// `base` itself, steps to come.
        init(_ base: JSONPath) { self.base = base }

        /// The document itself.
        static var root: Pending { Pending(.root) }

        /// The member `key` of the value at this path.
        func appending(_ key: String) -> Pending { adding(.key(key)) }

        /// The element at `index` of the array at this path.
        func appending(_ index: Int) -> Pending { adding(.index(index)) }

        /// The path written out.
        var written: JSONPath {
            var path = base
            for step in [steps.0, steps.1, steps.2] {
                switch step {
                case .key(let key)?: path = path.appending(key)
                case .index(let index)?: path = path.appending(index)
                case nil: break
                }
            }
            return path
        }

        private func adding(_ step: Step) -> Pending {
            var next = self
            if steps.0 == nil {
                next.steps.0 = step
            } else if steps.1 == nil {
                next.steps.1 = step
            } else if steps.2 == nil {
                next.steps.2 = step
            } else {
                next = Pending(written)
                next.steps.0 = step
            }
            return next
        }
    }
}
