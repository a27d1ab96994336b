// zlib for the tests' own PNG decoder (inflate and CRC-32), without reaching into X11Host's CX11.
#include <zlib.h>
