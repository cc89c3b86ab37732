<#
.SYNOPSIS
Build wordmastermind for Windows: the one-folder app and, with Inno Setup, its installer.

.DESCRIPTION
From the checkout (any folder; the script finds the checkout itself):

    powershell -ExecutionPolicy Bypass -File installer\build.ps1 [-Smoke] [-NoInstaller]

1. Makes .venv if missing and runs pip install -e '.[build]' in it.
2. Renders the icons (installer\build\icons\, with wordmastermind.ico).
3. Runs PyInstaller on installer\wordmastermind.spec: dist\wordmastermind\.
4. With -Smoke: starts dist\wordmastermind\wordmastermind-gui.exe --smoke-test
   headless; it opens the rules' example and writes Word, Excel and PDF
   reports. Its log is shown; the build fails if it fails.
5. Unless -NoInstaller: compiles installer\windows\wordmastermind.iss with
   Inno Setup 6.3 or newer (ISCC.exe on PATH or in its usual folder) into
   dist\wordmastermind-VERSION-setup.exe. Without Inno Setup it says so and
   stops after step 4.

Needs 64-bit Python 3.11 or newer (the py launcher, or -Python C:\path\python.exe).

.PARAMETER Smoke
Run the frozen app's smoke test after building it.

.PARAMETER NoInstaller
Build the app only, not the installer.

.PARAMETER Python
The Python that makes .venv (default: py -3, else python).
#>
[CmdletBinding()]
param(
    [switch]$Smoke,
    [switch]$NoInstaller,
    [string]$Python = ''
)

$ErrorActionPreference = 'Stop'
Set-StrictMode -Version Latest
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
$started = Get-Date

function Invoke-Checked {
    param([string]$FilePath, [string[]]$Arguments)
    Write-Host "+ $FilePath $($Arguments -join ' ')"
    & $FilePath @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$FilePath failed (exit code $LASTEXITCODE)" }
}

# 1. The virtual environment with the build tools.
$venvPython = Join-Path $Root '.venv\Scripts\python.exe'
if (-not (Test-Path $venvPython)) {
    if ($Python) {
        Invoke-Checked $Python @('-m', 'venv', '.venv')
    } elseif (Get-Command 'py' -ErrorAction SilentlyContinue) {
        Invoke-Checked 'py' @('-3', '-m', 'venv', '.venv')
    } else {
        Invoke-Checked 'python' @('-m', 'venv', '.venv')
    }
}
Invoke-Checked $venvPython @('-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-e', '.[build]')

# 2. The icons, drawn with Qt from installer\icons\wordmastermind.svg.
$env:QT_QPA_PLATFORM = 'offscreen'
Invoke-Checked $venvPython @('installer\make_icons.py')
Remove-Item Env:QT_QPA_PLATFORM

# 3. The one-folder app.
$dist = Join-Path $Root 'dist\wordmastermind'
if (Test-Path $dist) { Remove-Item -Recurse -Force $dist }
Invoke-Checked $venvPython @('-m', 'PyInstaller', '--noconfirm', '--clean', '--log-level', 'WARN',
    '--distpath', 'dist', '--workpath', 'build\pyinstaller', 'installer\wordmastermind.spec')

$exe = Join-Path $dist 'wordmastermind-gui.exe'
$internal = Join-Path $dist '_internal'
$required = @(
    $exe,
    (Join-Path $internal 'wordmastermind\resources\docs\rules.md'),
    (Join-Path $internal 'wordmastermind\resources\docs\file-formats.md'),
    (Join-Path $internal 'german_nouns\nouns.csv'),
    (Join-Path $internal 'wordfreq\data\large_de.msgpack.gz'),
    (Join-Path $internal 'wordfreq\data\large_nl.msgpack.gz'),
    (Join-Path $internal 'wordfreq\data\large_fr.msgpack.gz'),
    (Join-Path $internal 'docx\templates\default.docx'),
    (Join-Path $internal 'wordmastermind\resources\icons\wordmastermind.svg'),
    (Join-Path $internal 'wordmastermind\resources\fonts\DejaVuSansCondensed.ttf'),
    (Join-Path $internal 'wordmastermind\resources\fonts\DejaVuSansCondensed-Bold.ttf'),
    (Join-Path $internal 'wordmastermind\resources\fonts\LICENSE-DejaVu.txt')
)
foreach ($file in $required) {
    if (-not (Test-Path $file)) { throw "the bundle lacks $file" }
}
foreach ($plugin in @('qwindows.dll', 'qoffscreen.dll')) {
    if (-not (Get-ChildItem -Path $internal -Recurse -Filter $plugin -ErrorAction SilentlyContinue)) {
        throw "the bundle lacks Qt's $plugin platform plugin"
    }
}
$size = (Get-ChildItem -Path $dist -Recurse -File | Measure-Object -Property Length -Sum).Sum
Write-Host ("built {0} ({1:N0} MB) in {2:N0} s" -f $dist, ($size / 1MB), ((Get-Date) - $started).TotalSeconds)

# 4. The smoke test of the frozen app. It is a windowed program: it has no
# console, so its report is read from OUTDIR\smoke-test.log.
if ($Smoke) {
    $out = Join-Path ([System.IO.Path]::GetTempPath()) ('wordmastermind-smoke-' + [guid]::NewGuid().ToString('N'))
    New-Item -ItemType Directory -Path $out | Out-Null
    $env:QT_QPA_PLATFORM = 'offscreen'
    Write-Host "+ $exe --smoke-test $out"
    $process = Start-Process -FilePath $exe -ArgumentList @('--smoke-test', "`"$out`"") -Wait -PassThru -NoNewWindow
    Remove-Item Env:QT_QPA_PLATFORM
    $log = Join-Path $out 'smoke-test.log'
    if (Test-Path $log) { Get-Content -Encoding UTF8 $log | Write-Host }
    if ($process.ExitCode -ne 0) { throw "the frozen app failed its smoke test (exit code $($process.ExitCode))" }
    foreach ($name in @('demo.docx', 'demo.xlsx', 'demo.pdf', 'demo-roster.xlsx', 'demo.wmm')) {
        $file = Join-Path $out $name
        if (-not (Test-Path $file) -or (Get-Item $file).Length -eq 0) { throw "the smoke test did not write $file" }
    }
    Write-Host "smoke test passed; its files are in $out"
}

# 5. The installer.
if (-not $NoInstaller) {
    $iscc = $null
    $command = Get-Command 'ISCC.exe' -ErrorAction SilentlyContinue
    if ($command) { $iscc = $command.Source }
    if (-not $iscc) {
        $candidates = @(
            (Join-Path ${env:ProgramFiles(x86)} 'Inno Setup 6\ISCC.exe'),
            (Join-Path $env:ProgramFiles 'Inno Setup 6\ISCC.exe'),
            (Join-Path $env:LOCALAPPDATA 'Programs\Inno Setup 6\ISCC.exe')
        )
        foreach ($candidate in $candidates) {
            if (Test-Path $candidate) { $iscc = $candidate; break }
        }
    }
    if ($iscc) {
        $version = (& $venvPython -c 'import wordmastermind; print(wordmastermind.__version__)').Trim()
        if ($LASTEXITCODE -ne 0) { throw 'cannot read the version of wordmastermind' }
        Invoke-Checked $iscc @("/DAppVersion=$version", 'installer\windows\wordmastermind.iss')
        Write-Host "installer: dist\wordmastermind-$version-setup.exe"
    } else {
        Write-Warning ('Inno Setup (ISCC.exe) was not found, so no installer was built. ' +
            'Install Inno Setup 6.3 or newer (https://jrsoftware.org/isinfo.php) and run this again.')
    }
}
