"""The board theme's fixed 256-colour palette, as computed by
:func:`rendering.board.compute_board_palette` (a median cut of sample boards plus the theme's
key colours). Stored rather than computed in each process: the median cut needs some
50 MB for a moment, more than a picture worker needs for everything else. A test checks
that it equals a fresh computation; after a change of the theme regenerate it with
``python -m rendering.palette``."""

from __future__ import annotations

__all__ = ["BOARD_PALETTE"]

BOARD_PALETTE = bytes.fromhex(
    "fbf8effaf3e3f3eee3f1ece3eee9dfece7dbeae4d9e8e2d6e6e0d3e3dccfe3d9c7e9d8b4e8d6b4ead7b1e5ce"
    "a2e3c999edc887e2c899e2c898e2c896e0d9cbdfceaedad2c3b5cecce2c798e1c798e1c797e1c697e0c697fe"
    "b81ed8c29bd2bc94bec3b7c3bbadcbb48cbcb19fc3a672eb9e1aaca596a69578958f7d928b767e897792846f"
    "8a8377897b697b79687873716579689f65408c64418c5d388c5a4f7e644b68695d645e5845624c2758402358"
    "4123574023573f23573e225a463f534324553e23563f23563e23563d23553f23553e23553d23533c22563e22"
    "554022553e22553d22543e22543d22543c22533d22533c22533b22523b21543d21533d21533c21533b20533d"
    "21523c21523b21523a20523b21513c21513b21513a20513b20513aae3d309f3c2e9e3e2f9e3c2e9e3c2d9e3b"
    "2d754a2b73492a724c2c72482a7248297148297147296f4a2c7047297047286f47286f46286e46286d46289d"
    "3e309d3c2e9d3c2d7344296d45286d45276d4427993a2c8e36297d3227752e236c45276c44286c44276c4426"
    "6b44286b44276b44266744296b43276a43276a43266943266942266842276842266842256642276841266741"
    "2667412566412666412563412766402b674025664025654025653f25654024644024643f25643f24633f2563"
    "3f24633f23623f25613e30633e24623e24613e24613e23613d23692c22534b4748464a49413a413f42603d23"
    "5f3c225e3c225e3b224d3b2d3048353e3e3c3a3e343c3e30343e2e3c3b3e553423532d224a2d1a562c224331"
    "2438373b343337312f342e2d3129302a2c2b30262b28262b2722503a20503b20503a205039224e39204f3a20"
    "4f39204f38204e381f4f391f4e391f4e381f4d391f4d381e4d381e4d37204b371e4c371e4b361d4a35254738"
    "1d47341c4231183a2a4a271a402a1a402a19402a184028192c282b28262a232326221c1a1f120a1e120b1e12"
    "0a1824211c1f241c1f1d1b1f1d1c1f1c151716161212ffb81cffa00046d7ffeb3c32f2ece0aab0aafff4da1b"
    "1f1d402a19000000ffffffe2c8989e3c2e245840"
)
"""768 bytes: red, green, blue of each of the 256 colours."""


def _source() -> str:
    import textwrap

    from rendering.board import compute_board_palette

    data = bytes(compute_board_palette().getpalette() or [])[:768]
    body = "\n".join(f'    "{line}"' for line in textwrap.wrap(data.hex(), 88))
    with open(__file__, encoding="utf-8") as f:
        text = f.read()
    head = "BOARD_PALETTE = bytes.fromhex(\n"
    start = text.index(head) + len(head)
    end = text.index("\n)\n", start)
    return text[:start] + body + text[end:]


if __name__ == "__main__":
    source = _source()
    with open(__file__, "w", encoding="utf-8") as f:
        f.write(source)
