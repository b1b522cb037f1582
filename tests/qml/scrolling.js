.pragma library

// Scrolls every Flickable around `item` until the item is in view: a test taps what it finds, as a finger
// would, only where it can be seen. An item that has to come into view stops `margin` pixels below the top.
function ensureVisible(item, margin) {
    for (let p = item.parent; p; p = p.parent) {
        if (p.contentY === undefined || p.flick === undefined)
            continue;
        const top = item.mapToItem(p.contentItem, 0, 0).y;
        if (top < p.contentY || top + item.height > p.contentY + p.height)
            p.contentY = Math.max(0, Math.min(top - margin, p.contentHeight - p.height));
    }
}
