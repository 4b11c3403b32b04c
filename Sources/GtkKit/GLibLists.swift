import CGtk

/// The items of a GSList whose nodes (not items) the caller owns, in order;
/// the nodes are freed.
func takeItems(of list: UnsafeMutablePointer<GSList>?) -> [gpointer] {
    defer { g_slist_free(list) }
    var items: [gpointer] = []
    var node = list
    while let current = node {
        if let item = current.pointee.data { items.append(item) }
        node = current.pointee.next
    }
    return items
}

/// The strings of a NULL-terminated array the caller owns; the array is freed.
func takeStrings(of array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    defer { g_strfreev(array) }
    var strings: [String] = []
    var index = 0
    while let string = array?[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}
