import Testing

@testable import EntryPoints

/// Rules 14 and 15 of `AssociationRules.md`: substitution variables.
@Suite("Association substitution variables")
struct AssociationVariableTests {
    typealias Support = AssociationTestSupport
    static let food: JSONValue = ["food": ["burrito", "pizza", "sushi"]]

    @Test("Rule 14: a variable matches any one of its values")
    func anyValue() throws {
        #expect(try Support.claims([["/": "/menu/$(food)"]], "/menu/pizza", variables: Self.food))
        #expect(try !Support.claims([["/": "/menu/$(food)"]], "/menu/pasta", variables: Self.food))
    }

    @Test("Rule 14: values that share a prefix, contain another, or are empty each match as a whole")
    func overlappingValues() throws {
        let variables: JSONValue = ["v": ["ab", "a", "abc", "", "b*", "Éa"]]
        for path in ["/x/ab", "/x/a", "/x/abc", "/x/", "/x/bzz"] {
            #expect(try Support.claims([["/": "/x/$(v)"]], path, variables: variables), "\(path)")
        }
        for path in ["/x/abcd", "/x/ac", "/x/ABC"] {
            #expect(try !Support.claims([["/": "/x/$(v)"]], path, variables: variables), "\(path)")
        }
        let decoded: JSONValue = ["/": "/x/$(v)", "percentEncoded": false]
        #expect(try Support.claims([decoded], "/x/%C3%89a", variables: variables))
        #expect(try !Support.claims([decoded], "/x/%C3%A9a", variables: variables))
        let folded: JSONValue = ["/": "/x/$(v)", "caseSensitive": false, "percentEncoded": false]
        #expect(try Support.claims([folded], "/x/%C3%A9A", variables: variables))
        #expect(try Support.claims([folded], "/x/ABC", variables: variables))
    }

    @Test("Rule 14: a variable matches exactly one value, not several")
    func oneValueOnly() throws {
        #expect(try !Support.claims([["/": "/menu/$(food)"]], "/menu/pizzasushi", variables: Self.food))
    }

    @Test("Rule 14: a variable may be part of a component")
    func partOfComponent() throws {
        let rule: JSONValue = ["/": "/$(lang)_$(region)/$(food)/"]
        #expect(try Support.claims([rule], "/en_US/sushi/", variables: Self.food))
        #expect(try !Support.claims([rule], "/en-US/sushi/", variables: Self.food))
    }

    @Test("Rule 14: a value may hold wildcards")
    func valueWildcards() throws {
        let variables: JSONValue = ["id": ["item-?", "sku-*"]]
        #expect(try Support.claims([["/": "/p/$(id)"]], "/p/item-7", variables: variables))
        #expect(try Support.claims([["/": "/p/$(id)"]], "/p/sku-12/34", variables: variables))
        #expect(try !Support.claims([["/": "/p/$(id)"]], "/p/item-77", variables: variables))
    }

    @Test("Rule 14: variables work in query items and fragments")
    func queryAndFragment() throws {
        let rule: JSONValue = ["?": ["dish": "$(food)"], "#": "$(food)"]
        #expect(try Support.claims([rule], "/?dish=sushi#pizza", variables: Self.food))
        #expect(try !Support.claims([rule], "/?dish=sushi#pasta", variables: Self.food))
    }

    @Test("Rule 14: values compare under the rule's caseSensitive")
    func valuesFollowCase() throws {
        #expect(try !Support.claims([["/": "/$(food)"]], "/SUSHI", variables: Self.food))
        #expect(try Support.claims([["/": "/$(food)", "caseSensitive": false]], "/SUSHI", variables: Self.food))
    }

    @Test("Rule 14: a $ not followed by ( is an ordinary character")
    func plainDollar() throws {
        #expect(try Support.path("/price/$5", claims: "/price/$5"))
    }

    @Test("Rule 14: a file's variable replaces the predefined one of that name")
    func customReplacesPredefined() throws {
        let variables: JSONValue = ["digit": ["one", "two"]]
        #expect(try Support.claims([["/": "/$(digit)"]], "/two", variables: variables))
        #expect(try !Support.claims([["/": "/$(digit)"]], "/2", variables: variables))
    }

    @Test("Rule 15: $(digit) matches one decimal digit")
    func digit() throws {
        #expect(try Support.path("/y/$(digit)$(digit)", claims: "/y/42"))
        #expect(try !Support.path("/y/$(digit)$(digit)", claims: "/y/4a"))
        #expect(try !Support.path("/y/$(digit)", claims: "/y/42"))
    }

    @Test("Rule 15: $(alpha) matches one ASCII letter of either case")
    func alpha() throws {
        #expect(try Support.path("/$(alpha)$(alpha)", claims: "/aZ"))
        #expect(try !Support.path("/$(alpha)", claims: "/1"))
        #expect(try !Support.claims([["/": "/$(alpha)", "percentEncoded": false]], "/%C3%A9"))
    }

    @Test("Rule 15: $(upper) and $(lower) follow case, unless case is ignored")
    func upperAndLower() throws {
        #expect(try Support.path("/$(upper)$(lower)", claims: "/Ab"))
        #expect(try !Support.path("/$(upper)", claims: "/a"))
        #expect(try !Support.path("/$(lower)", claims: "/A"))
        #expect(try Support.claims([["/": "/$(upper)", "caseSensitive": false]], "/a"))
    }

    @Test("Rule 15: $(alnum) matches one letter or digit")
    func alnum() throws {
        #expect(try Support.path("/$(alnum)$(alnum)", claims: "/a1"))
        #expect(try !Support.path("/$(alnum)", claims: "/-"))
    }

    @Test("Rule 15: $(xdigit) matches one hexadecimal digit of either case")
    func xdigit() throws {
        #expect(try Support.path("/c$(xdigit)$(xdigit)$(xdigit)", claims: "/c0aF"))
        #expect(try !Support.path("/$(xdigit)", claims: "/g"))
    }

    // Issue 17: recorded from Apple's `swcutil match`: /UK/home does not match $(region), /GB/home does.
    @Test("Rule 15: $(region) matches an ISO region code, and not UK")
    func region() throws {
        for code in ["US", "GB", "JP", "XK"] {
            #expect(try Support.path("/$(region)", claims: "/\(code)"), "\(code)")
        }
        for code in ["UK", "XX", "EU", "419", "us"] {
            #expect(try !Support.path("/$(region)", claims: "/\(code)"), "\(code)")
        }
    }

    // Issue 17: recorded from `swcutil`: caseSensitive false applies to the predefined variables too.
    @Test("Rule 15: caseSensitive false applies to $(region)")
    func regionIgnoresCase() throws {
        let rule: JSONValue = ["/": "/$(region)/home", "caseSensitive": false]
        #expect(try Support.claims([rule], "/gb/home"))
        #expect(try Support.claims([rule], "/Gb/home"))
        #expect(try !Support.claims([rule], "/uk/home"))
    }

    @Test("Rule 15: $(lang) matches an ISO 639 language code")
    func lang() throws {
        for code in ["en", "zh", "ar", "fr", "fil"] {
            #expect(try Support.path("/$(lang)", claims: "/\(code)"), "\(code)")
        }
        #expect(try !Support.path("/$(lang)", claims: "/xx"))
        #expect(try !Support.path("/$(lang)", claims: "/EN"))
        #expect(try Support.claims([["/": "/$(lang)", "caseSensitive": false]], "/EN"))
    }
}
