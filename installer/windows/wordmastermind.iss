; Inno Setup 6.3+ script (UTF-8 with a BOM): the Windows installer for wordmastermind.
;
; Build the one-folder app first (installer\build.ps1 does both steps):
;   installer\build.ps1
; or by hand, from the checkout:
;   .venv\Scripts\pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller installer\wordmastermind.spec
;   iscc /DAppVersion=0.1.0 installer\windows\wordmastermind.iss
; The installer is written to dist\wordmastermind-VERSION-setup.exe.
;
; It installs into {autopf}\wordmastermind (Program Files for everyone, or
; the user's own Programs folder when installed without administrator
; rights: Setup asks), adds a Start-menu entry, optionally a desktop icon,
; associates .wmm game files with the app, and registers an uninstaller.

#if VER < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (x64compatible, UTF-8 script)
#endif
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "wordmastermind"
#define AppExeName "wordmastermind-gui.exe"
#define AppPublisher "The wordmastermind developers"
; The ProgID of a .wmm file; the same name everywhere below.
#define AssocExt ".wmm"
#define AssocKey "wordmastermind.Game"
#define AssocName "Wörter-MasterMind game"
; What PyInstaller built (installer\wordmastermind.spec) and the icons
; make_icons.py rendered, relative to this script.
#define DistDir AddBackslash(SourcePath) + "..\..\dist\wordmastermind"
#define IconFile AddBackslash(SourcePath) + "..\build\icons\wordmastermind.ico"

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{6A0F3F4E-2B1D-4C47-9E43-5B7C9D8E1A21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without administrator rights, or for
; everyone: the user chooses in a dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; The bundle holds 64-bit Python and Qt.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName} {#AppVersion}
OutputDir={#AddBackslash(SourcePath)}..\..\dist
OutputBaseFilename={#AppName}-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
; Close a running wordmastermind before its files are replaced.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "{cm:AssocFileExtension,{#AppName},{#AssocExt}}"

[InstallDelete]
; An upgrade replaces the whole bundle: no module of an older version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\{#AppExeName}"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#DistDir}\_internal\*"; DestDir: "{app}\_internal"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "The game master's desk for word games"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Registry]
; .wmm: the extension names the ProgID, and lists it under "Open with".
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: ""; ValueData: "{#AssocKey}"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-wordmastermind"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#AssocExt}\OpenWithProgids"; ValueType: string; ValueName: "{#AssocKey}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
; The ProgID: its name, icon and how it opens.
Root: HKA; Subkey: "Software\Classes\{#AssocKey}"; ValueType: string; ValueName: ""; ValueData: "{#AssocName}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#AssocKey}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#AssocKey}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""; Tasks: associate
; The app itself, for "Open with" and Default apps.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: "{#AssocExt}"; ValueData: ""

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files Python may have written into the installation folder.
Type: filesandordirs; Name: "{app}\_internal"
