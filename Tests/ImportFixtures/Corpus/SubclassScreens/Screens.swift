// swift-format-ignore-file
import UIKit

final class RowCell: ShelfCell {
    override class var rowHeight: CGFloat { return 56 }

    override class func columns(for width: CGFloat) -> CGFloat {
        return width > 600 ? 2 : 1
    }
}

final class TileCell: ShelfCell {
    override class var edgePadding: CGFloat { return 12 }
    override class var rowHeight: CGFloat { return 180 }

    override class func columns(for width: CGFloat) -> CGFloat {
        return width > 600 ? 4 : 2
    }
}

struct SongList: ShelfModel {
    var cellType: ShelfCell.Type { return RowCell.self }
}

struct AlbumShelf: ShelfModel {
    var cellType: ShelfCell.Type { return TileCell.self }
}

final class SongsViewController: ShelfViewController {
    init() {
        super.init(model: SongList())
    }
}

final class AlbumsViewController: ShelfViewController {
    init() {
        super.init(model: AlbumShelf())
    }
}
